import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { OfferedAddon } from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { PRODUCT_EXTRA_TABLES, products } from '../../db/schema/index.js';

const { things: addons, links } = PRODUCT_EXTRA_TABLES.addon;

/**
 * The add-ons each of these products offers now (attached to it or to one of its catalogs), by
 * name; none without the addon_products feature, whose screen they are.
 */
export async function offeredAddonsOf(
  db: Db | Tx,
  store: { id: string; features?: readonly string[] },
  productIds: readonly string[],
): Promise<Map<string, OfferedAddon[]>> {
  const byProduct = new Map<string, OfferedAddon[]>();
  if (!store.features?.includes('addon_products') || productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: products.id,
      id: addons.id,
      name: addons.name,
      kind: addons.kind,
      price: addons.price,
      required: addons.required,
      max_chars: addons.maxChars,
    })
    .from(addons)
    .innerJoin(
      products,
      and(
        eq(products.storeId, addons.storeId),
        inArray(products.id, [...new Set(productIds)]),
        or(
          sql`exists (select 1 from ${links.products} l where l.thing_id = ${addons.id} and l.target_id = ${products.id})`,
          sql`exists (select 1 from ${links.catalogs} l where l.thing_id = ${addons.id} and l.target_id = any(${products.catalogIds}))`,
        ),
      ),
    )
    .where(eq(addons.storeId, store.id))
    .orderBy(addons.name);
  for (const { productId, ...addon } of rows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), addon]);
  return byProduct;
}
