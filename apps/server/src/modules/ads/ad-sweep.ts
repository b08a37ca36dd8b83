import { and, asc, eq, lte } from 'drizzle-orm';
import { AD_PAYING_TIMEOUT_MS, adPaymentStuck } from '@stallfront/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { adOrders } from '../../db/schema/index.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import type { PaymentProvider } from '../payments/provider.js';
import { adChargeKey, adGateway, adSettingOf, writeAdOutcome } from './ad-orders.service.js';

/**
 * Every few minutes: an ad order left `paying` by a crash between the charge and the outcome's
 * write holds its slot's place. Once it is older than AD_PAYING_TIMEOUT_MS the provider is asked
 * what became of the charge under the order's key: charged, the order is completed as the buyer's
 * request would have (its ledger posting once: only the write that leaves `paying` posts); not
 * charged (or declined), it is marked failed and frees its place.
 */
export const AD_PAYING_SWEEP = jobKind('ads.sweep-paying', z.strictObject({}));
export const AD_PAYING_SWEEP_CRON = '*/5 * * * *';
const BATCH = 100;
/** What the vendor reads on an order the sweep gave up on. */
export const AD_NOT_CHARGED = 'The payment did not finish and nothing was charged; buy the ad again.';

export async function runAdPayingSweep(
  db: Db,
  now: Date,
  provider: PaymentProvider = adGateway(),
): Promise<{ completed: number; failed: number }> {
  let completed = 0;
  let failed = 0;
  // A provider that cannot say what became of a charge leaves its orders as they are: failing one
  // that was charged would keep the vendor's money without its ad.
  if (!provider.lookup) return { completed, failed };
  const cutoff = new Date(now.getTime() - AD_PAYING_TIMEOUT_MS);
  const stuck = await db
    .select()
    .from(adOrders)
    .where(and(eq(adOrders.status, 'paying'), lte(adOrders.createdAt, cutoff)))
    .orderBy(asc(adOrders.createdAt))
    .limit(BATCH);
  for (const order of stuck.filter((o) => adPaymentStuck(o, now))) {
    const charge = await provider.lookup(adChargeKey(order.id));
    const result = charge ?? ({ status: 'failed', reference: null, message: AD_NOT_CHARGED } as const);
    const setting = await adSettingOf(db, order.storeId);
    const row = await writeAdOutcome(db, order, result, setting.approval_required, now);
    if (row.status === 'failed') failed += 1;
    else if (row.status !== 'paying') completed += 1;
  }
  return { completed, failed };
}
