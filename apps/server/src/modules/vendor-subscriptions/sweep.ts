import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { VENDOR_SUBSCRIPTION_GRACE_MS, vendorSubscriptionLapsed } from '@stallfront/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { vendors } from '../../db/schema/index.js';
import { jobKind } from '../../platform/jobs/job-kind.js';

/**
 * Every few minutes: a vendor whose paid period ended (`subscription_ends_at`, no grace) without
 * a new payment becomes expired. Its sessions then reach vendor billing only (the guards read the
 * status; the change notice drops cached sessions). The due time lives in the vendor row, so a
 * node that was down catches up at its first run.
 */
export const VENDOR_EXPIRY_SWEEP = jobKind('vendor-subscriptions.expire', z.strictObject({}));
export const VENDOR_EXPIRY_SWEEP_CRON = '*/5 * * * *';
const BATCH = 500;

export async function runVendorExpirySweep(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VENDOR_SUBSCRIPTION_GRACE_MS);
  let expired = 0;
  for (;;) {
    const ended = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: vendors.id, status: vendors.status, endsAt: vendors.subscriptionEndsAt })
        .from(vendors)
        .where(
          and(
            eq(vendors.status, 'active'),
            isNotNull(vendors.subscriptionEndsAt),
            lte(vendors.subscriptionEndsAt, cutoff),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      // Checked again under the lock: a payment that committed meanwhile moved the end on.
      const ids = due.filter((v) => vendorSubscriptionLapsed(v.status, v.endsAt, now)).map((v) => v.id);
      if (ids.length) await tx.update(vendors).set({ status: 'expired' }).where(inArray(vendors.id, ids));
      return { found: due.length, ids: ids.length };
    });
    expired += ended.ids;
    if (ended.found < BATCH) return expired;
  }
}
