import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';

/** The orders a customer's figures count: theirs, not cancelled. */
const counted = sql.raw(`from "orders" "o" where "o"."customer_id" = "customers"."id" and "o"."status" <> 'cancelled'`);

/**
 * Recounts the customers' orders, spend and last order from their orders (one statement, by
 * the orders' customer index). Called in the transaction that wrote, cancelled or moved an
 * order, so the lists never read orders to filter or sort.
 */
export async function refreshCustomerStats(tx: DbOrTx, customerIds: readonly (string | null | undefined)[]) {
  const ids = [...new Set(customerIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  await recount(tx, inArray(customers.id, ids));
}

/** Recounts every customer of a store: a backfill, and the seed's last word on its made-up history. */
export const refreshStoreCustomerStats = (tx: DbOrTx, storeId: string) => recount(tx, eq(customers.storeId, storeId));

async function recount(tx: DbOrTx, which: SQL) {
  await tx
    .update(customers)
    .set({
      ordersCount: sql`(select count(*)::int ${counted})`,
      totalSpent: sql`(select coalesce(sum("o"."total"), 0)::int8 ${counted})`,
      lastOrderAt: sql`(select max("o"."created_at") ${counted})`,
    })
    .where(which);
}
