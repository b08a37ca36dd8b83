import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { ledgerEntries, orders, stores, trialFeatures, vendors } from '../src/db/schema/index.js';
import { balances } from '../src/platform/ledger/ledger.js';
import { memberToken } from './fixtures.js';
import type { TestApp } from './harness.js';
import { addProduct, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let tag = 0;

/**
 * A multi-vendor store on Professional (fee 1.5 %) with the Vendors app and a store rate of 5 %;
 * vendor A sells at its own rate of 10 %, vendor B at the store's.
 */
export async function marketplace(t: TestApp) {
  const shop = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
  await t.app.ctx.db.delete(trialFeatures).where(eq(trialFeatures.storeId, shop.id));
  await t.app.ctx.db
    .update(stores)
    .set({
      packageId: PACKAGE_IDS.professional,
      billingStatus: 'paid',
      paidFeatures: ['vendors'],
      trialExpiry: null,
      vendorCommission: { type: 'percent', value: 500 },
    })
    .where(eq(stores.id, shop.id));
  const idsNow = async () =>
    (await t.app.ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.storeId, shop.id))).map((v) => v.id);
  const a = await memberToken(t, shop.id, 'vendor', ['add_product', 'update_product']);
  const [aId] = await idsNow();
  const b = await memberToken(t, shop.id, 'vendor', ['add_product', 'update_product']);
  const bId = (await idsNow()).find((id) => id !== aId);
  if (!aId || !bId) throw new Error('vendors not made');
  await t.app.ctx.db
    .update(vendors)
    .set({ commission: { type: 'percent', value: 1000 }, companyName: 'Vendor A' })
    .where(eq(vendors.id, aId));
  await t.app.ctx.db.update(vendors).set({ companyName: 'Vendor B' }).where(eq(vendors.id, bId));
  await t.written();
  return { ...shop, vendorA: { token: a, id: aId }, vendorB: { token: b, id: bId } };
}
export type Marketplace = Awaited<ReturnType<typeof marketplace>>;

/** A product of 100.00 sold by the token's account (a vendor's, or the store's own). */
export async function item(t: TestApp, token: string, price = 10_000) {
  tag += 1;
  const id = `${Date.now().toString(36).toUpperCase()}-${tag}`;
  return addProduct(t, token, {
    sku: `SET-${id}`,
    slug: `set-${id.toLowerCase()}`,
    name: `Settle Item ${tag}`,
    price,
    stock: 1000,
  });
}

/** Buys each sku once through the shop, by card (paid at once) or cash on delivery. */
export async function buy(t: TestApp, store: { base: string }, skus: string[], pay: 'card' | 'cod' = 'card') {
  const shopper = new Shopper(t);
  for (const sku of skus) await shopper.post(`${store.base}/cart`, { sku, quantity: '1' });
  const keys = await checkoutKeys(shopper, store.base);
  const placed = await shopper.post(`${store.base}/checkout`, {
    name: 'Asha Rao',
    email: `asha.${randomUUID().slice(0, 6)}@example.com`,
    phone: '+91 98400 12345',
    ...CHECKOUT_ADDRESS,
    payment_method: pay === 'card' ? 'test_card' : 'cod',
    card_number: pay === 'card' ? '4242424242424242' : '',
    ...keys,
  });
  expect(placed.status).toBe(303);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, keys.idempotency_key));
  if (!order) throw new Error('no order');
  return order;
}

export const accountsOf = (m: Marketplace) => [
  'store:vendor_sales',
  'store:wallet',
  'platform:transaction_fees',
  'paid_out:bank_transfer',
  `vendor:${m.vendorA.id}:unsettled`,
  `vendor:${m.vendorA.id}:settled`,
  `vendor:${m.vendorB.id}:unsettled`,
  `vendor:${m.vendorB.id}:settled`,
];

export async function balancesOf(t: TestApp, m: Marketplace): Promise<Record<string, number>> {
  return Object.fromEntries(await balances(t.app.ctx.db, m.id, accountsOf(m)));
}

/** Every ledger transaction of the store sums to zero. */
export async function expectBalancedLedger(t: TestApp, storeId: string) {
  const rows = await t.app.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.storeId, storeId)));
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.transactionId, (sums.get(r.transactionId) ?? 0) + r.amount);
  for (const [, sum] of sums) expect(sum).toBe(0);
  return sums.size;
}
