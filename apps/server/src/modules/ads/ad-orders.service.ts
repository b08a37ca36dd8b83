import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  AD_HOLDING_STATUSES,
  AD_MAX_LEAD_DAYS,
  AD_SETTING,
  AD_SETTING_DEFAULT,
  type AdOrder,
  type adOrderCreateBody,
  type adOrderDecisionBody,
  adDayPlus,
  adPrice,
  LEDGER_ACCOUNTS,
  LEDGER_MEMOS,
  slotFullMessage,
  transfer,
  utcDayOf,
} from '@stallfront/shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { type AdOrderRow, adOrders, adSlots, products, stores, vendors } from '../../db/schema/index.js';
import { post } from '../../platform/ledger/ledger.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { readStoreSetting } from '../../platform/resource/store-setting.js';
import { owned } from '../../platform/store-scope.js';
import type { ChargeResult } from '../payments/provider.js';
import { providerFor } from '../payments/providers.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { adOrderItem } from './ad-orders.repo.js';

/** Ads are paid through the payments interface: the built-in test gateway (modules/payments). */
export const adGateway = () => providerFor('test_card');

export const adSettingOf = (db: DbOrTx, storeId: string) =>
  readStoreSetting(db, storeId, AD_SETTING, { ...AD_SETTING_DEFAULT });

async function orderItem(db: DbOrTx, storeId: string, id: string, today: string): Promise<AdOrder> {
  const [row] = await db
    .select({ order: adOrders, vendorName: vendors.companyName })
    .from(adOrders)
    .innerJoin(vendors, eq(vendors.id, adOrders.vendorId))
    .where(owned(adOrders, storeId, eq(adOrders.id, id)));
  if (!row) throw notFound('This ad order does not exist in your store.');
  return adOrderItem({ ...row.order, vendorName: row.vendorName }, today);
}

async function orderByKey(db: DbOrTx, storeId: string, vendorId: string, key: string): Promise<AdOrderRow | null> {
  const [row] = await db
    .select()
    .from(adOrders)
    .where(owned(adOrders, storeId, eq(adOrders.attemptKey, key), eq(adOrders.vendorId, vendorId)));
  return row ?? null;
}

/**
 * The first day of [start, end) on which the slot already holds `max` ads, or null. The slot's
 * row is locked by the caller, so two orders for its last place cannot both pass.
 */
async function fullDay(tx: Tx, slotId: string, start: string, end: string, max: number): Promise<string | null> {
  const held = await tx
    .select({ startsOn: adOrders.startsOn, endsOn: adOrders.endsOn })
    .from(adOrders)
    .where(
      and(
        eq(adOrders.slotId, slotId),
        inArray(adOrders.status, [...AD_HOLDING_STATUSES]),
        lt(adOrders.startsOn, end),
        gt(adOrders.endsOn, start),
      ),
    );
  for (let day = start; day < end; day = adDayPlus(day, 1)) {
    if (held.filter((h) => h.startsOn <= day && day < h.endsOn).length >= max) return day;
  }
  return null;
}

export interface AdBuyer {
  storeId: string;
  vendorId: string;
}

type Outcome = { outcome: 'paid' | 'failed'; message: string; data: AdOrder };

function outcomeOf(row: AdOrderRow, item: AdOrder): Outcome {
  if (row.status === 'failed')
    return { outcome: 'failed', message: row.note ?? 'The payment did not go through.', data: item };
  if (row.status === 'paying')
    return {
      outcome: 'failed',
      message: 'This payment is still under way; look at your ad orders in a moment.',
      data: item,
    };
  return {
    outcome: 'paid',
    message:
      row.status === 'pending'
        ? 'Your ad is paid and waits for the store to approve it.'
        : row.status === 'approved'
          ? 'Your ad is paid and approved.'
          : 'This ad order was rejected and refunded.',
    data: item,
  };
}

/**
 * A vendor buys an ad: checked, held in its slot (the slot's row locked while its days are
 * counted) and written `paying` under the form's key; then the card is charged once and the
 * outcome written with the ledger's posting (provider gives, store:wallet gains). The same key
 * answers the same order, so a form sent twice pays once.
 */
export async function buyAd(
  db: Db,
  buyer: AdBuyer,
  body: z.output<typeof adOrderCreateBody>,
  now: Date,
): Promise<Outcome> {
  const today = utcDayOf(now);
  const earlier = await orderByKey(db, buyer.storeId, buyer.vendorId, body.attempt_key);
  if (earlier) return outcomeOf(earlier, await orderItem(db, buyer.storeId, earlier.id, today));

  const setting = await adSettingOf(db, buyer.storeId);
  if (!setting.enabled) throw conflict('This store is not taking ads now.');
  const cardProblem = adGateway().check(body.card_number);
  if (cardProblem) throw badRequest(cardProblem);
  if (body.starts_on < today) throw badRequest('starts_on: choose today or a later day');
  if (body.starts_on > adDayPlus(today, AD_MAX_LEAD_DAYS))
    throw badRequest(`starts_on: an ad may start at most ${AD_MAX_LEAD_DAYS} days ahead`);
  const endsOn = adDayPlus(body.starts_on, body.days);

  let pending: AdOrderRow;
  try {
    pending = await db.transaction(async (tx) => {
      const [slot] = await tx
        .select()
        .from(adSlots)
        .where(owned(adSlots, buyer.storeId, eq(adSlots.id, body.slot_id)))
        .for('update');
      if (!slot) throw notFound('slot_id: this ad slot does not exist in the store.');
      const [product] = await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(
          owned(
            products,
            buyer.storeId,
            eq(products.id, body.product_id),
            eq(products.vendorId, buyer.vendorId),
            eq(products.archived, false),
          ),
        );
      if (!product) throw notFound('product_id: choose one of your own products.');
      const full = await fullDay(tx, slot.id, body.starts_on, endsOn, slot.maxRunning);
      if (full) throw conflict(slotFullMessage(slot.name, slot.maxRunning, full));
      const [store] = await tx.select({ currency: stores.currency }).from(stores).where(eq(stores.id, buyer.storeId));
      const [row] = await tx
        .insert(adOrders)
        .values({
          storeId: buyer.storeId,
          slotId: slot.id,
          slotName: slot.name,
          placement: slot.placement,
          vendorId: buyer.vendorId,
          productId: product.id,
          productName: product.name,
          title: body.title,
          startsOn: body.starts_on,
          endsOn,
          days: body.days,
          amount: adPrice(slot.pricePerDay, body.days),
          currency: store?.currency ?? 'USD',
          status: 'paying',
          provider: adGateway().method,
          attemptKey: body.attempt_key,
          createdAt: now,
        })
        .returning();
      return row as AdOrderRow;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await orderByKey(db, buyer.storeId, buyer.vendorId, body.attempt_key);
    if (!first) throw conflict('This form was already sent; reload the page and try again.');
    return outcomeOf(first, await orderItem(db, buyer.storeId, first.id, today));
  }

  const result = await adGateway().charge({
    description: `ad ${pending.slotName}, ${pending.days} days`,
    amount: pending.amount,
    currency: pending.currency,
    card: body.card_number,
    key: adChargeKey(pending.id),
  });
  const done = await writeAdOutcome(db, pending, result, setting.approval_required, now);
  return outcomeOf(done, await orderItem(db, buyer.storeId, done.id, today));
}

/** The charge's idempotency key at the provider: what the sweep asks it about. */
export const adChargeKey = (orderId: string) => `ad:${orderId}`;

/**
 * Writes a `paying` order's outcome with its ledger posting (provider gives, store:wallet gains)
 * in one transaction. Only the write that moves it out of `paying` posts, so the buyer's request
 * and the sweep of stuck orders (modules/ads/ad-sweep.ts) can never both post.
 */
export async function writeAdOutcome(
  db: Db,
  order: AdOrderRow,
  result: ChargeResult,
  approvalRequired: boolean,
  now: Date,
): Promise<AdOrderRow> {
  const paid = result.status === 'paid';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adOrders)
      .set({
        status: paid ? (approvalRequired ? 'pending' : 'approved') : 'failed',
        paymentReference: result.reference,
        note: result.status === 'failed' ? result.message : null,
        decidedAt: paid && !approvalRequired ? now : null,
      })
      .where(owned(adOrders, order.storeId, eq(adOrders.id, order.id), eq(adOrders.status, 'paying')))
      .returning();
    if (paid && row) {
      await post(tx, {
        storeId: order.storeId,
        currency: order.currency,
        memo: LEDGER_MEMOS.ad(order.title, order.slotName, order.days),
        postings: transfer(LEDGER_ACCOUNTS.provider(order.provider), LEDGER_ACCOUNTS.storeWallet(), order.amount),
      });
    }
    if (row) return row;
    const [current] = await tx.select().from(adOrders).where(eq(adOrders.id, order.id));
    return current ?? order;
  });
}

/**
 * The owner's word on a paid order. Approve: a waiting order only. Reject: a waiting or an
 * approved one (an ad the store will not show any longer); its money goes back by the reverse
 * posting, once, as the row is locked and leaves those statuses (a refund the wallet cannot cover
 * is owed: platform/ledger). Each decision records one `ad_decided` event: the vendor's mail.
 */
export async function decideAd(
  db: Db,
  storeId: string,
  body: z.output<typeof adOrderDecisionBody>,
  now: Date,
): Promise<AdOrder> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(adOrders)
      .where(owned(adOrders, storeId, eq(adOrders.id, body._id)))
      .for('update');
    if (!order) throw notFound('This ad order does not exist in your store.');
    if (body.decision === 'approve') {
      if (order.status !== 'pending')
        throw conflict(`Only a paid order waiting for you can be approved; this one is ${order.status}.`);
      if (order.slotId === null) throw conflict('Its slot was deleted: reject it to refund the vendor.');
      await tx.update(adOrders).set({ status: 'approved', decidedAt: now }).where(eq(adOrders.id, order.id));
      await recordEvent(tx, { storeId, type: 'ad_decided', payload: { ad_order_id: order.id, decision: 'approve' } });
      return;
    }
    if (order.status !== 'pending' && order.status !== 'approved')
      throw conflict(`Only a paid order can be rejected; this one is ${order.status}.`);
    await tx
      .update(adOrders)
      .set({ status: 'rejected', decidedAt: now, note: body.reason || 'Rejected by the store.' })
      .where(eq(adOrders.id, order.id));
    await post(tx, {
      storeId,
      currency: order.currency,
      memo: LEDGER_MEMOS.adRefund(order.title),
      postings: transfer(LEDGER_ACCOUNTS.storeWallet(), LEDGER_ACCOUNTS.provider(order.provider), order.amount),
    });
    await recordEvent(tx, { storeId, type: 'ad_decided', payload: { ad_order_id: order.id, decision: 'reject' } });
  });
  return orderItem(db, storeId, body._id, utcDayOf(now));
}

/** The products a vendor may advertise: its own, not archived, by name (the first 500). */
export async function vendorProducts(db: Db, buyer: AdBuyer) {
  const [list, [store]] = await Promise.all([
    db
      .select({ _id: products.id, name: products.name })
      .from(products)
      .where(owned(products, buyer.storeId, eq(products.vendorId, buyer.vendorId), eq(products.archived, false)))
      .orderBy(asc(sql`lower(${products.name})`))
      .limit(500),
    db.select({ currency: stores.currency }).from(stores).where(eq(stores.id, buyer.storeId)),
  ]);
  return { list, currency: store?.currency ?? 'USD' };
}

/** "N running or upcoming ad orders" for a slot delete, which refuses unless told (detach). */
export async function slotsInUse(tx: Tx, ids: string[], today: string): Promise<string[]> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(adOrders)
    .where(
      and(inArray(adOrders.slotId, ids), inArray(adOrders.status, ['pending', 'approved']), gt(adOrders.endsOn, today)),
    );
  const n = row?.n ?? 0;
  return n === 0 ? [] : [`${n} running or upcoming ad order${n === 1 ? '' : 's'}`];
}
