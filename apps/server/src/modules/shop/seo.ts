import { breadcrumbJsonLd, type JsonLd, type ShopLink, type ShopSeo } from '@stallfront/shared/shop';
import type { ShopContext } from './shop-store.js';

/** The canonical address of a shop path ("/p/tee"): on the verified custom domain, else under PUBLIC_URL. */
export const canonicalOf = (shop: ShopContext, path: string) => `${shop.canonicalBase}${path}`;

/** An image address as crawlers need it: absolute, on the canonical host. */
export const absoluteUrl = (shop: ShopContext, url: string) => new URL(url, shop.canonicalBase).href;

export function seoOf(
  shop: ShopContext,
  path: string,
  fields: Partial<Omit<ShopSeo, 'canonical'>> & { title: string; description: string },
): ShopSeo {
  return {
    og_type: 'website',
    og_image: null,
    json_ld: [],
    noindex: false,
    ...fields,
    canonical: canonicalOf(shop, path),
  };
}

/** The breadcrumb trail's JSON-LD from its links (shop paths under the request's base). */
export function trailJsonLd(shop: ShopContext, trail: ShopLink[]): JsonLd {
  return breadcrumbJsonLd(
    trail.map((step) => ({ name: step.name, url: canonicalOf(shop, step.href.slice(shop.store.base.length) || '/') })),
  );
}
