import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { VENDOR_AD_SPEND_ROWS, type VendorAdSpend } from '@stallfront/shared/wallet';
import type { Db } from '../../db/client.js';
import { adOrders } from '../../db/schema/index.js';

const PAID = ['pending', 'approved', 'rejected'] as const;

/**
 * A vendor's ad spend, read from its ad orders: every order that was paid (waiting, approved, or
 * rejected and so refunded). The ledger holds the money on the store's side (provider →
 * store:wallet, and back on a refund); the order rows are the vendor's side of the same payments.
 */
export async function vendorAdSpend(
  db: Db,
  store: { id: string; currency: string },
  vendorId: string,
): Promise<VendorAdSpend> {
  const mine = and(
    eq(adOrders.storeId, store.id),
    eq(adOrders.vendorId, vendorId),
    inArray(adOrders.status, [...PAID]),
  );
  const [[totals], rows] = await Promise.all([
    db
      .select({
        paid: sql<string>`coalesce(sum(${adOrders.amount}), 0)`,
        refunded: sql<string>`coalesce(sum(${adOrders.amount}) filter (where ${adOrders.status} = 'rejected'), 0)`,
      })
      .from(adOrders)
      .where(mine),
    db
      .select()
      .from(adOrders)
      .where(mine)
      .orderBy(desc(adOrders.createdAt), desc(adOrders.id))
      .limit(VENDOR_AD_SPEND_ROWS),
  ]);
  return {
    currency: rows[0]?.currency ?? store.currency,
    paid: Number(totals?.paid ?? 0),
    refunded: Number(totals?.refunded ?? 0),
    list: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      slot_name: r.slotName,
      starts_on: r.startsOn,
      days: r.days,
      amount: r.amount,
      status: r.status as (typeof PAID)[number],
      created_on: r.createdAt.toISOString(),
    })),
  };
}
