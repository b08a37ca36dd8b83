import { asc, eq, sql } from 'drizzle-orm';
import { escapeXml } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { catalogs, products, storePages } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';
import { blogSitemapUrls } from './blog.js';
import { collectionSitemapUrls } from './collection.js';
import { finderSitemapUrls } from './finder.js';
import { recipeSitemapUrls } from './recipes.js';
import { storySitemapUrls } from './stories.js';
import { articleSitemapUrls } from './articles.js';
import { canonicalOf } from './seo.js';
import type { ShopContext } from './shop-store.js';
import { visibleProducts } from './shop.repo.js';

/** The sitemap protocol's limit of addresses in one file; past it the store's sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

type SitemapUrl = { loc: string; lastmod?: Date };

/** What the merchant's SEO settings let the sitemap list; everything until they say otherwise. */
const listed = (shop: ShopContext) => shop.settings.seo?.sitemap ?? { catalogs: true, products: true, pages: true };

/** The addresses before the products: home, shown catalogs by name, published collections and pages by title, written policies, the blog, recipes, guides, finders and stories. */
async function headUrls(db: Db, shop: ShopContext, now: Date): Promise<SitemapUrl[]> {
  const { catalogs: withCatalogs, pages: withPages } = listed(shop);
  const [catalogRows, pageRows, blogUrls, recipeUrls, articleUrls, collectionUrls, finderUrls, storyUrls] =
    await Promise.all([
      withCatalogs
        ? db
            .select({ slug: catalogs.slug })
            .from(catalogs)
            .where(owned(catalogs, shop.store.id, eq(catalogs.status, 'active')))
            .orderBy(asc(catalogs.name))
        : [],
      withPages
        ? db
            .select({ slug: storePages.slug, updatedAt: storePages.updatedAt })
            .from(storePages)
            .where(owned(storePages, shop.store.id, eq(storePages.status, 'published')))
            .orderBy(asc(sql`lower(${storePages.name})`))
        : [],
      withPages ? blogSitemapUrls(db, shop, now) : [],
      withPages ? recipeSitemapUrls(db, shop) : [],
      withPages ? articleSitemapUrls(db, shop) : [],
      withCatalogs ? collectionSitemapUrls(db, shop) : [],
      withPages ? finderSitemapUrls(db, shop) : [],
      withPages ? storySitemapUrls(db, shop) : [],
    ]);
  return [
    { loc: canonicalOf(shop, '/') },
    ...catalogRows.map((c) => ({ loc: canonicalOf(shop, `/c/${c.slug}`) })),
    ...collectionUrls,
    ...pageRows.map((p) => ({ loc: canonicalOf(shop, `/pages/${p.slug}`), lastmod: p.updatedAt })),
    ...(withPages ? shop.sitePages.policies.map((kind) => ({ loc: canonicalOf(shop, `/policies/${kind}`) })) : []),
    ...blogUrls,
    ...recipeUrls,
    ...finderUrls,
    ...storyUrls,
    ...articleUrls,
  ];
}

async function productCount(db: Db, shop: ShopContext): Promise<number> {
  if (!listed(shop).products) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(visibleProducts(shop.store.id));
  return Number(row?.n ?? 0);
}

/** How many sitemap files the store's addresses fill. */
export async function sitemapFileCount(db: Db, shop: ShopContext, now: Date, max = SITEMAP_MAX_URLS) {
  const [head, productUrls] = await Promise.all([headUrls(db, shop, now), productCount(db, shop)]);
  return Math.ceil((head.length + productUrls) / max);
}

/** sitemap.xml: the whole urlset, or an index of sitemaps/{n}.xml files when there are more than `max` addresses. */
export async function sitemapRoot(db: Db, shop: ShopContext, now: Date, max = SITEMAP_MAX_URLS): Promise<string> {
  const files = await sitemapFileCount(db, shop, now, max);
  if (files <= 1) return (await sitemapFile(db, shop, now, 1, max)) ?? '';
  const entries = Array.from(
    { length: files },
    (_, i) => `  <sitemap><loc>${escapeXml(canonicalOf(shop, `/sitemaps/${i + 1}.xml`))}</loc></sitemap>`,
  );
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`,
  );
}

/**
 * File n (from 1) of the store's addresses in a fixed order: the head (headUrls), then
 * products oldest first (new products land in the last file, so earlier files stay as they were).
 * Null past the last file.
 */
export async function sitemapFile(
  db: Db,
  shop: ShopContext,
  now: Date,
  n: number,
  max = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const start = (n - 1) * max;
  const head = await headUrls(db, shop, now);
  const fromHead = head.slice(start, start + max);
  const productOffset = Math.max(0, start - head.length);
  const productLimit = max - fromHead.length;
  const productRows =
    productLimit > 0 && listed(shop).products
      ? await db
          .select({ slug: products.slug, updatedAt: products.updatedAt })
          .from(products)
          .where(visibleProducts(shop.store.id))
          .orderBy(asc(products.createdAt), asc(products.id))
          .offset(productOffset)
          .limit(productLimit)
      : [];
  if (n > 1 && fromHead.length === 0 && productRows.length === 0) return null;
  const urls = [
    ...fromHead,
    ...productRows.map((p) => ({ loc: canonicalOf(shop, `/p/${p.slug}`), lastmod: p.updatedAt })),
  ].map(
    (u) =>
      `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
}

/** robots.txt: everything but the cart and search results, and where the sitemap is. */
export function robotsTxt(shop: ShopContext): string {
  const base = shop.store.base;
  return [
    'User-agent: *',
    `Disallow: ${base}/cart`,
    `Disallow: ${base}/search`,
    '',
    `Sitemap: ${canonicalOf(shop, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
