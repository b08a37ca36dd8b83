import { and, inArray } from 'drizzle-orm';
import type { ProductSummary } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { type ProductCaller, visibleTo } from './caller.js';
import { summaryColumns, toSummary } from './product-view.js';

/** The products with these ids in the order asked; ids the caller cannot see are left out. */
export async function manyProducts(db: Db, caller: ProductCaller, ids: string[]): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(visibleTo(caller), inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
