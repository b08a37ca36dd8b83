import { asc, eq } from 'drizzle-orm';
import { type CouponInput, couponInput, currencyDigits, PACKAGES } from '@stallfront/shared';
import type { Db } from '../db/client.js';
import { catalogs, vendors } from '../db/schema/index.js';
import { createCoupon, generateCodes } from '../modules/coupons/coupon.service.js';
import type { DemoStore } from './demo-stores.js';

const DAY = 86_400_000;

/** Whether a demo store has coupons: its package's features or those paid beyond it. */
export const demoTakesCoupons = (demo: DemoStore) =>
  (demo.type === 'order_based' || demo.type === 'multi_vendor') &&
  (demo.paidFeatures?.includes('coupon_codes') ||
    PACKAGES.find((p) => p.id === demo.packageId)?.features.includes('coupon_codes'));

/**
 * A demo shop's coupons, one of each kind and state the list shows: running, used up by the
 * demo orders' history, expired, scheduled, switched off, and one with a batch of codes.
 * Answers the codes the demo orders may be placed with.
 */
export async function seedDemoCoupons(db: Db, store: { id: string; currency: string }, now: Date): Promise<string[]> {
  const scope = { storeId: store.id, now };
  const units = (whole: number) => whole * 10 ** currencyDigits(store.currency);
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const [firstCatalog] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(eq(catalogs.storeId, store.id))
    .orderBy(asc(catalogs.createdAt))
    .limit(1);
  const coupons: CouponInput[] = [
    {
      code: 'WELCOME10',
      kind: 'percent',
      percent: 10,
      starts_on: at(-120),
      first_order_only: true,
      per_customer_limit: 1,
    },
    {
      code: 'FESTIVE500',
      kind: 'fixed',
      amount: units(500),
      min_subtotal: units(2500),
      usage_limit: 200,
      starts_on: at(-120),
      ends_on: at(30),
    },
    { code: 'FREESHIP', kind: 'free_shipping', min_subtotal: units(1500), starts_on: at(-120) },
    {
      code: 'BUY2GET1',
      kind: 'buy_x_get_y',
      percent: 100,
      buy_quantity: 2,
      get_quantity: 1,
      catalog_ids: firstCatalog ? [firstCatalog.id] : [],
      starts_on: at(-120),
    },
    {
      code: 'SUMMER25',
      kind: 'percent',
      percent: 25,
      max_discount: units(1000),
      starts_on: at(-200),
      ends_on: at(-40),
    },
    { code: 'NEWYEAR20', kind: 'percent', percent: 20, starts_on: at(30), ends_on: at(45) },
    { code: 'STAFF50', kind: 'percent', percent: 50, active: false, starts_on: at(-120) },
  ];
  // A marketplace's coupon paid for by one vendor: only that vendor's products.
  const [vendor] = await db
    .select({ id: vendors.id, name: vendors.companyName })
    .from(vendors)
    .where(eq(vendors.storeId, store.id))
    .orderBy(asc(vendors.createdAt))
    .limit(1);
  if (vendor) {
    coupons.push({ code: 'CRAFTS15', kind: 'percent', percent: 15, vendor_ids: [vendor.id], starts_on: at(-120) });
  }
  for (const coupon of coupons) await createCoupon(db, scope, couponInput.parse(coupon));
  const vip = await createCoupon(
    db,
    scope,
    couponInput.parse({
      code: 'VIP',
      kind: 'percent',
      percent: 15,
      per_code_limit: 1,
      usage_limit: 50,
      starts_on: at(-120),
    }),
  );
  await generateCodes(db, scope, { _id: vip._id, count: 49, prefix: 'VIP' });
  return ['FESTIVE500', 'FREESHIP', 'BUY2GET1', 'WELCOME10', ...(vendor ? ['CRAFTS15'] : [])];
}
