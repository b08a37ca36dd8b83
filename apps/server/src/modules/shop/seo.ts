import { breadcrumbJsonLd, type JsonLd, type ShopLink, type ShopSeo } from '@stallfront/shared/shop';
import type { ShopContext } from './shop-store.js';

/** The canonical address of a shop path ("/p/tee"): on the verified custom domain, else under PUBLIC_URL. */
export const canonicalOf = (shop: ShopContext, path: string) => `${shop.canonicalBase}${path}`;

/** A list page and each of its items for the sitemap (`/recipes`, `/recipes/{slug}`); nothing while it has none. */
export const listSitemapUrls = (shop: ShopContext, listPath: string, rows: { slug: string; updatedAt: Date }[]) =>
  rows.length === 0
    ? []
    : [
        { loc: canonicalOf(shop, listPath) },
        ...rows.map((row) => ({ loc: canonicalOf(shop, `${listPath}/${row.slug}`), lastmod: row.updatedAt })),
      ];

/** An image address as crawlers need it: absolute, on the canonical host. */
export const absoluteUrl = (shop: ShopContext, url: string) => new URL(url, shop.canonicalBase).href;

/**
 * A page's head. The merchant's SEO settings (STORE_SEO) have the last word: an override for
 * this path, else for the home page the store's title and description; their social image
 * stands in where the page has none of its own.
 */
export function seoOf(
  shop: ShopContext,
  path: string,
  fields: Partial<Omit<ShopSeo, 'canonical'>> & { title: string; description: string },
): ShopSeo {
  const settings = shop.settings.seo;
  const own = settings?.overrides.find((override) => override.path === path) ?? (path === '/' ? settings : undefined);
  const socialImage = settings?.social_image ? absoluteUrl(shop, settings.social_image) : null;
  return {
    og_type: 'website',
    json_ld: [],
    noindex: false,
    ...fields,
    title: own?.title || fields.title,
    description: own?.description || fields.description,
    og_image: fields.og_image ?? socialImage,
    canonical: canonicalOf(shop, path),
  };
}

/** The breadcrumb trail's JSON-LD from its links (shop paths under the request's base). */
export function trailJsonLd(shop: ShopContext, trail: ShopLink[]): JsonLd {
  return breadcrumbJsonLd(
    trail.map((step) => ({ name: step.name, url: canonicalOf(shop, step.href.slice(shop.store.base.length) || '/') })),
  );
}
