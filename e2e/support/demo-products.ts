import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import { products, stores } from '../../apps/server/src/db/schema/index.js';
import type { ConsoleSuite } from './suite.js';

/**
 * A demo store's first product (by address) sold as it is, without variants or measurements, with
 * `minStock` to 500 in stock: found in the data, so the demo's names may change. Answers it with
 * its store's id.
 */
export async function plainDemoProduct(suite: ConsoleSuite, subDomain: string, minStock = 3) {
  const db = suite.server.app.ctx.db;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.subDomain, subDomain));
  const [product] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, store?.id ?? ''),
        eq(products.status, 'active'),
        eq(products.archived, false),
        isNull(products.customModel),
        between(products.stock, minStock, 500),
        sql`jsonb_array_length(${products.variants}) = 0`,
      ),
    )
    .orderBy(asc(products.slug))
    .limit(1);
  if (!store || !product) throw new Error(`no plain product in ${subDomain}`);
  return { storeId: store.id, product };
}
