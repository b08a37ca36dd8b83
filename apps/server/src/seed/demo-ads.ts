import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { adDayPlus, adPrice, LEDGER_ACCOUNTS, LEDGER_MEMOS, transfer, utcDayOf } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { adOrders, adSlots, products } from '../db/schema/index.js';
import { post } from '../platform/ledger/ledger.js';
import type { DemoStore } from './demo-stores.js';

/**
 * Bazaar Central's ads (/features/ad-management): two slots, and two of its first vendor's
 * (Meera Crafts) orders, paid through the test gateway: one approved and running (started the
 * day before the seed, for 30 days), one waiting for the owner. Dates follow the seed's clock.
 */
export async function seedDemoAds(tx: Tx, storeId: string, demo: DemoStore, vendorIds: string[], now: Date) {
  const meera = vendorIds[0];
  if (!demo.paidFeatures?.includes('ad_management') || !meera) return;
  const own = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.vendorId, meera)))
    .orderBy(asc(products.name))
    .limit(2);
  const [home, strip] = await tx
    .insert(adSlots)
    .values([
      {
        storeId,
        name: 'Home page banner',
        placement: 'home_banner',
        size: '1200 × 300',
        pricePerDay: 50_000,
        maxRunning: 2,
      },
      {
        storeId,
        name: 'Catalog top strip',
        placement: 'catalog_top',
        size: '970 × 90',
        pricePerDay: 25_000,
        maxRunning: 3,
      },
    ])
    .returning();
  const [first, second = first] = own;
  if (!home || !strip || !first || !second) return;
  const today = utcDayOf(now);
  const orders = [
    {
      slot: home,
      product: first,
      title: `Handmade by Meera: ${first.name}`,
      startsOn: adDayPlus(today, -1),
      days: 30,
      status: 'approved' as const,
      impressions: 1_240,
      clicks: 37,
    },
    {
      slot: strip,
      product: second,
      title: 'New this season at Meera Crafts',
      startsOn: adDayPlus(today, 3),
      days: 7,
      status: 'pending' as const,
      impressions: 0,
      clicks: 0,
    },
  ];
  for (const order of orders) {
    const amount = adPrice(order.slot.pricePerDay, order.days);
    const [row] = await tx
      .insert(adOrders)
      .values({
        storeId,
        slotId: order.slot.id,
        slotName: order.slot.name,
        placement: order.slot.placement,
        vendorId: meera,
        productId: order.product.id,
        productName: order.product.name,
        title: order.title,
        startsOn: order.startsOn,
        endsOn: adDayPlus(order.startsOn, order.days),
        days: order.days,
        amount,
        currency: demo.currency ?? 'INR',
        status: order.status,
        provider: 'test_card',
        paymentReference: `test_demo_ad_${order.slot.placement}`,
        attemptKey: randomUUID(),
        impressions: order.impressions,
        clicks: order.clicks,
        decidedAt: order.status === 'approved' ? now : null,
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
      })
      .returning({ id: adOrders.id });
    if (!row) continue;
    await post(tx, {
      storeId,
      currency: demo.currency ?? 'INR',
      memo: LEDGER_MEMOS.ad(order.title, order.slot.name, order.days),
      postings: transfer(LEDGER_ACCOUNTS.provider('test_card'), LEDGER_ACCOUNTS.storeWallet(), amount),
    });
  }
}
