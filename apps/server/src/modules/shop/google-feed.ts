import { asc } from 'drizzle-orm';
import { feedItems, feedXml, metaDescription } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { googleCategoryOf } from '../product-extras/google-taxonomy.js';
import { googleCategoriesOfCatalogs } from './product-extras.js';
import { absoluteUrl, canonicalOf } from './seo.js';
import type { ShopContext } from './shop-store.js';
import { visibleProducts } from './shop.repo.js';

/** Products one feed carries, oldest first; Merchant Center takes far larger files, a store this size splits its feed. */
export const GOOGLE_FEED_MAX_PRODUCTS = 20_000;

/**
 * google-shopping.xml: the shop's products for Google Merchant Center, each variant an item,
 * with the Google category its product taxonomy gives. Null (a 404) for a shop that sells
 * nothing through a cart: quotes, enquiries, bookings and estates have no price to buy at.
 */
export async function googleShoppingFeed(db: Db, shop: ShopContext): Promise<string | null> {
  if (shop.store.buy_mode !== 'cart') return null;
  const rows = await db
    .select({
      sku: products.sku,
      name: products.name,
      slug: products.slug,
      description: products.description,
      seoDescription: products.seoDescription,
      images: products.images,
      price: products.price,
      compareAtPrice: products.compareAtPrice,
      stock: products.stock,
      currency: products.currency,
      taxonomy: products.taxonomy,
      options: products.options,
      variants: products.variants,
      catalogCategories: googleCategoriesOfCatalogs(),
    })
    .from(products)
    .where(visibleProducts(shop.store.id))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(GOOGLE_FEED_MAX_PRODUCTS);
  const image = (url: string) => absoluteUrl(shop, url);
  const items = rows.flatMap((row) =>
    feedItems({
      sku: row.sku,
      name: row.name,
      description: row.seoDescription || metaDescription(row.description, 5000),
      url: canonicalOf(shop, `/p/${row.slug}`),
      images: row.images.map((i) => image(i.url)),
      price: Number(row.price),
      compareAtPrice: row.compareAtPrice === null ? null : Number(row.compareAtPrice),
      stock: row.stock,
      currency: row.currency,
      brand: shop.store.name,
      category: googleCategoryOf(row.taxonomy, row.catalogCategories),
      options: row.options,
      variants: row.variants.map((v) => ({
        sku: v.sku,
        optionValues: v.option_values,
        price: v.price,
        stock: v.stock,
        image: v.images[0] ? image(v.images[0].url) : null,
      })),
    }),
  );
  return feedXml(
    { title: shop.store.name, link: canonicalOf(shop, '/'), description: `Products of ${shop.store.name}` },
    items,
  );
}
