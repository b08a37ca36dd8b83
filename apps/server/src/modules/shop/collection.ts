import { metaDescription } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { productPage, shopImage } from './cards.js';
import { collectionMembers, publishedCollectionBySlug, publishedCollections } from './collection.repo.js';
import { type Loader, notFound, PAGE_SIZE } from './pages.js';
import { absoluteUrl, canonicalOf, seoOf, trailJsonLd } from './seo.js';
import { mediaSizes, productCards } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';

/** The shop has collections where the store has the collections feature. */
export const hasCollections = (shop: ShopContext) => shop.features.includes('collections');

const MISSING = 'This collection does not exist or is not published.';

/** /collections/{slug}: a published collection's visible products, in the order the merchant chose. */
export const loadCollection: Loader = async ({ db, shop, params, query }) => {
  if (!hasCollections(shop)) return notFound(MISSING);
  const { store } = shop;
  const collection = await publishedCollectionBySlug(db, store.id, params.slug ?? '');
  if (!collection) return notFound(MISSING);
  const path = `/collections/${collection.slug}`;
  const href = `${store.base}${path}`;
  const [rows, sizes] = await Promise.all([
    productCards(db, store.id, {
      where: collectionMembers(collection),
      sort: collection.sort,
      after: query.after,
      limit: PAGE_SIZE,
    }),
    mediaSizes(db, store.id, collection.image ? [collection.image] : []),
  ]);
  // The merchant's order is the page's: its paging links carry no shopper sort.
  const page = { ...productPage(shop, href, { ...query, sort: 'newest' }, rows), sort_links: [] };
  return {
    kind: 'page',
    page: {
      kind: 'collection',
      data: {
        collection: {
          name: collection.name,
          href,
          html: collection.description,
          image: collection.image ? shopImage(collection.image, collection.name, sizes) : null,
        },
        page,
      },
    },
    seo: seoOf(shop, path, {
      title: `${collection.name} | ${store.name}`,
      description: metaDescription(collection.description) || `${collection.name} at ${store.name}.`,
      og_image: collection.image ? absoluteUrl(shop, collection.image) : null,
      // Later pages repeat the collection: its first page is the one indexed.
      noindex: Boolean(query.after),
      json_ld: [
        trailJsonLd(shop, [
          { name: 'Home', href: `${store.base}/` },
          { name: collection.name, href },
        ]),
      ],
    }),
  };
};

/** The published collections' addresses for the sitemap, with when each last changed. */
export async function collectionSitemapUrls(db: Db, shop: ShopContext) {
  if (!hasCollections(shop)) return [];
  const rows = await publishedCollections(db, shop.store.id);
  return rows.map((row) => ({ loc: canonicalOf(shop, `/collections/${row.slug}`), lastmod: row.updatedAt }));
}
