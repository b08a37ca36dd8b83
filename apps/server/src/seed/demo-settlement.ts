import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { stores, vendorStatements, vendors } from '../db/schema/index.js';
import { actOnPayout, createPayout } from '../modules/payouts/payouts.service.js';
import { settleStoreOrders } from '../modules/settlement/settle-order.js';
import { closePeriod } from '../modules/settlement/statements.service.js';
import type { DemoStore } from './demo-stores.js';

const DAY = 86_400_000;

/**
 * A marketplace's commission, before its shop history is placed: the store takes 10 % of its
 * vendors' lines unless a vendor agreed its own rate (demo-stores.ts: Meera Crafts 12 %).
 */
export async function seedDemoCommissions(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  if (demo.type !== 'multi_vendor') return;
  await tx
    .update(stores)
    .set({ vendorCommission: { type: 'percent', value: 1000 } })
    .where(eq(stores.id, storeId));
}

/**
 * A marketplace's settlement (docs/vendors.md): its paid vendor lines were posted as the shop
 * history placed them; any missed are settled now. Lines paid more than 14 days before the seed
 * close into one statement per vendor, and the first vendor's (by name) is paid out by bank
 * transfer. Fixed offsets from the seed time, no randomness: the counts never depend on the day.
 */
export async function seedDemoSettlement(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  if (demo.type !== 'multi_vendor') return;
  const db = tx as unknown as Db;
  await settleStoreOrders(tx, storeId, now);
  await closePeriod(db, storeId, new Date(now.getTime() - 14 * DAY));
  const [first] = await tx
    .select({ id: vendorStatements.id })
    .from(vendorStatements)
    .innerJoin(vendors, eq(vendors.id, vendorStatements.vendorId))
    .where(eq(vendorStatements.storeId, storeId))
    .orderBy(asc(vendors.companyName))
    .limit(1);
  if (!first) return;
  const payout = await createPayout(
    db,
    storeId,
    { statement_id: first.id, method: 'bank_transfer', reference: 'NEFT-DEMO-0001' },
    new Date(now.getTime() - 12 * DAY),
  );
  await actOnPayout(db, storeId, { _id: payout._id, action: 'mark_paid' }, new Date(now.getTime() - 11 * DAY));
}
