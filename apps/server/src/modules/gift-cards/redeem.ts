import { and, eq } from 'drizzle-orm';
import {
  giftCardCovers,
  giftCardRefusal,
  LEDGER_ACCOUNTS,
  normaliseGiftCardCode,
  transfer,
  utcDay,
} from '@stallfront/shared';
import type { Tx } from '../../db/client.js';
import { type GiftCardRow, giftCards, payments } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { balanceOf, post } from '../../platform/ledger/ledger.js';
import { owned } from '../../platform/store-scope.js';

export interface HeldGiftCard {
  card: GiftCardRow;
  balance: number;
}

/**
 * The store's active card of a typed code, locked until the transaction ends, so two orders
 * spending one card are served one after the other and each sees what the other left. A
 * disabled, expired or spent card is refused with its reason (`giftCardRefusal`).
 */
export async function lockGiftCard(
  tx: Tx,
  storeId: string,
  typed: string,
  currency: string,
  now: Date,
): Promise<HeldGiftCard> {
  const code = normaliseGiftCardCode(typed);
  const [card] = code
    ? await tx
        .select()
        .from(giftCards)
        .where(owned(giftCards, storeId, and(eq(giftCards.code, code), eq(giftCards.status, 'active'))))
        .for('update')
    : [];
  if (!card) throw badRequest('gift_card_code: No gift card of this shop has that code. Check it and try again.');
  if (card.currency !== currency) throw badRequest('gift_card_code: This gift card is in another currency.');
  const balance = await balanceOf(tx, storeId, LEDGER_ACCOUNTS.giftCard(card.id));
  const refusal = giftCardRefusal(
    { disabled: card.disabledAt !== null, expires_on: card.expiresOn, balance },
    utcDay(now),
  );
  if (refusal) throw conflict(`gift_card_code: ${refusal}`);
  return { card, balance };
}

/** Spends from a held card towards an order: a ledger posting and the order's gift card payment. */
export async function spendGiftCard(
  tx: Tx,
  held: HeldGiftCard,
  order: { id: string; number: number; total: number },
  now: Date,
): Promise<number> {
  const amount = giftCardCovers(held.balance, order.total);
  const { card } = held;
  await post(tx, {
    storeId: card.storeId,
    currency: card.currency,
    memo: `order ${order.number} paid by gift card ${card.code.slice(-4)}`,
    postings: transfer(LEDGER_ACCOUNTS.giftCard(card.id), LEDGER_ACCOUNTS.order(order.id), amount),
  });
  await tx.insert(payments).values({
    storeId: card.storeId,
    orderId: order.id,
    provider: 'gift_card',
    status: 'paid',
    amount,
    currency: card.currency,
    reference: card.id,
    createdAt: now,
  });
  return amount;
}

/**
 * Gives back what gift cards paid towards an order whose other payment failed: a correcting
 * posting for each (the ledger is never rewritten), and the payment marked failed.
 */
export async function returnGiftCardPayments(tx: Tx, order: { id: string; storeId: string; number: number }) {
  const spent = await tx
    .select()
    .from(payments)
    .where(
      owned(
        payments,
        order.storeId,
        and(eq(payments.orderId, order.id), eq(payments.provider, 'gift_card'), eq(payments.status, 'paid')),
      ),
    );
  for (const payment of spent) {
    await post(tx, {
      storeId: order.storeId,
      currency: payment.currency,
      memo: `order ${order.number} not paid: gift card payment returned`,
      postings: transfer(
        LEDGER_ACCOUNTS.order(order.id),
        LEDGER_ACCOUNTS.giftCard(payment.reference ?? ''),
        payment.amount,
      ),
    });
    await tx
      .update(payments)
      .set({ status: 'failed', message: 'The rest was not paid, so the gift card amount went back to the card.' })
      .where(eq(payments.id, payment.id));
  }
}
