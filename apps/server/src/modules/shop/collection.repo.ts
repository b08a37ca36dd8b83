import { and, arrayOverlaps, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collectionProducts, collections, products } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';

export type CollectionRow = typeof collections.$inferSelect;

const published = (storeId: string, ...conditions: (SQL | undefined)[]) =>
  owned(collections, storeId, eq(collections.status, 'published'), ...conditions);

/** A published collection by its address (whatever its case). */
export async function publishedCollectionBySlug(db: Db, storeId: string, slug: string) {
  const [row] = await db
    .select()
    .from(collections)
    .where(published(storeId, sql`lower(${collections.slug}) = lower(${slug})`));
  return row ?? null;
}

/** The published collections of these ids (the home page's collection rows). */
export const publishedCollectionsById = (db: Db, storeId: string, ids: string[]) =>
  db
    .select()
    .from(collections)
    .where(published(storeId, inArray(collections.id, ids)));

/** The published collections' addresses for the sitemap, by title. */
export const publishedCollections = (db: Db, storeId: string) =>
  db
    .select({ slug: collections.slug, updatedAt: collections.updatedAt })
    .from(collections)
    .where(published(storeId))
    .orderBy(asc(sql`lower(${collections.name})`));

/**
 * Which of the shop's visible products are the collection's, as a condition on products: the
 * hand-picked ones, or those its rules match now (the rules all together, each list any of its
 * entries), so a rule collection follows the catalog without being saved again. A product's
 * price is its own (the lowest of a product with variants).
 */
export function collectionMembers(
  collection: Pick<
    CollectionRow,
    'id' | 'kind' | 'ruleCatalogIds' | 'ruleTags' | 'rulePriceMin' | 'rulePriceMax' | 'ruleVendorIds'
  >,
): SQL {
  if (collection.kind === 'manual') {
    return inArray(
      products.id,
      sql`(select ${collectionProducts.targetId} from ${collectionProducts} where ${collectionProducts.thingId} = ${collection.id})`,
    );
  }
  const tags = collection.ruleTags.map((tag) => sql`${tag.toLowerCase()}`);
  return and(
    collection.ruleCatalogIds.length ? arrayOverlaps(products.catalogIds, collection.ruleCatalogIds) : undefined,
    tags.length
      ? sql`exists (select 1 from unnest(${products.tags}) t where lower(t) in (${sql.join(tags, sql`, `)}))`
      : undefined,
    collection.rulePriceMin !== null ? gte(products.price, collection.rulePriceMin) : undefined,
    collection.rulePriceMax !== null ? lte(products.price, collection.rulePriceMax) : undefined,
    collection.ruleVendorIds.length ? inArray(products.vendorId, collection.ruleVendorIds) : undefined,
  ) as SQL;
}
