import { LEDGER_ACCOUNTS, LEDGER_MEMOS, type VendorPlanInterval, addInterval, transfer } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { vendorPayments, vendorPlans, vendorSubscriptions, vendors } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { post } from '../platform/ledger/ledger.js';
import type { DemoStore } from './demo-stores.js';

const DEMO_VENDOR_PLANS: { name: string; price: number; interval: VendorPlanInterval; features: string[] }[] = [
  { name: 'Basic seller', price: 49_900, interval: 'month', features: ['add_product', 'update_product'] },
  {
    name: 'Pro seller',
    price: 499_900,
    interval: 'year',
    features: ['add_product', 'update_product', 'ad_management'],
  },
];

/**
 * A marketplace with vendor_subs (Bazaar Central) sells two plans. Each demo vendor is on one
 * with the payment that bought its current (or, for the expired vendor, its last) period: Meera
 * Crafts on Pro seller until its end date, Lens & Light on Basic seller, ended 12 days ago.
 */
export async function seedDemoVendorSubscriptions(
  tx: Tx,
  storeId: string,
  demo: DemoStore,
  vendorIds: string[],
): Promise<void> {
  if (!demo.paidFeatures?.includes('vendor_subs') || !vendorIds.length) return;
  const plans = await tx
    .insert(vendorPlans)
    .values(DEMO_VENDOR_PLANS.map((p) => ({ storeId, currency: demo.currency, ...p })))
    .returning();
  for (const [n, vendorId] of vendorIds.entries()) {
    const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, vendorId));
    const plan = vendor?.status === 'active' ? plans[1] : plans[0];
    if (!vendor?.subscriptionEndsAt || !plan) continue;
    const periodEnd = vendor.subscriptionEndsAt;
    const periodStart = plan.interval === 'year' ? yearBefore(periodEnd) : monthBefore(periodEnd);
    await tx.insert(vendorSubscriptions).values({ vendorId, storeId, planId: plan.id, updatedAt: periodStart });
    await tx.insert(vendorPayments).values({
      storeId,
      vendorId,
      planId: plan.id,
      planName: plan.name,
      interval: plan.interval,
      attemptKey: `demo-${n}`,
      amount: plan.price,
      currency: plan.currency,
      status: 'paid',
      provider: 'test_card',
      reference: `demo_vendor_${n + 1}`,
      periodStart,
      periodEnd,
      createdAt: periodStart,
      settledAt: periodStart,
    });
    await post(tx, {
      storeId,
      currency: plan.currency,
      memo: LEDGER_MEMOS.vendorPlan(plan.name, vendor.companyName),
      postings: transfer(LEDGER_ACCOUNTS.provider('test_card'), LEDGER_ACCOUNTS.storeWallet(), plan.price),
    });
  }
}

/** The start of the period that ends at `end`: the same rule as a payment's, run backwards by search. */
function monthBefore(end: Date): Date {
  const guess = new Date(
    Date.UTC(
      end.getUTCFullYear(),
      end.getUTCMonth() - 1,
      end.getUTCDate(),
      end.getUTCHours(),
      end.getUTCMinutes(),
      end.getUTCSeconds(),
      end.getUTCMilliseconds(),
    ),
  );
  return addInterval(guess, 'month').getTime() === end.getTime() ? guess : new Date(end.getTime() - 30 * 86_400_000);
}
function yearBefore(end: Date): Date {
  const guess = new Date(end);
  guess.setUTCFullYear(end.getUTCFullYear() - 1);
  return guess;
}
