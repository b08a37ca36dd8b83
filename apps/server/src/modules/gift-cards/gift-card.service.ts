import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type GiftCardPurchaseInput,
  giftCardAmount,
  giftCardCode,
  giftCardExpiry,
  giftCardRefusal,
  LEDGER_ACCOUNTS,
  normaliseGiftCardCode,
  transfer,
  utcDay,
} from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { type GiftCardRow, giftCards } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { balanceOf, post } from '../../platform/ledger/ledger.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { owned } from '../../platform/store-scope.js';
import { customerFor } from '../customers/guest.js';
import { onceByKey } from '../payments/once-by-key.js';
import { testGateway } from '../payments/test-gateway.js';
import { giftCardSettingOf } from './gift-card-settings.js';

export interface BoughtGiftCard {
  card: GiftCardRow;
  /** Set when the card was declined; the attempt is kept as failed and holds nothing. */
  paymentProblem: string | null;
}

/**
 * Sells a gift card by card payment: the card is written pending, charged, then made active
 * with its value posted to the ledger and its `gift_card_issued` event (the recipient's mail)
 * in one transaction. The same idempotency key always answers the same card.
 */
export async function buyGiftCard(
  db: Db,
  store: { id: string; currency: string },
  input: GiftCardPurchaseInput,
  signedIn: string | null,
  now: Date,
): Promise<BoughtGiftCard> {
  const amount = giftCardAmount(input.amount, store.currency);
  if ('problem' in amount) throw badRequest(`amount: ${amount.problem}`);
  const settings = await giftCardSettingOf(db, store.id);
  const design = settings.designs.find((d) => d.name === input.design)?.name ?? settings.designs[0]?.name ?? '';
  const refusal = testGateway.check(input.card_number);
  if (refusal) throw badRequest(refusal);

  const { row: pending, fresh } = await onceByKey(
    () => cardByKey(db, store.id, input.idempotency_key),
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(giftCards)
          .values({
            storeId: store.id,
            code: giftCardCode(randomBytes(16)),
            currency: store.currency,
            initialAmount: amount.amount,
            status: 'pending',
            customerId: await customerFor(tx, store.id, signedIn, input),
            name: input.name,
            email: input.email,
            phone: input.phone,
            recipientName: input.recipient_name,
            recipientEmail: input.recipient_email,
            message: input.message,
            design,
            // The store's validity from the day it is bought.
            expiresOn: giftCardExpiry(utcDay(now), settings.validity_months),
            idempotencyKey: input.idempotency_key,
            createdAt: now,
          })
          .returning();
        return row as GiftCardRow;
      }),
  );
  if (!fresh) return { card: pending, paymentProblem: null };
  const result = await testGateway.charge({
    description: 'gift card',
    amount: pending.initialAmount,
    currency: pending.currency,
    card: input.card_number,
  });
  const paid = result.status === 'paid';
  const card = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(giftCards)
      .set({ status: paid ? 'active' : 'failed', paymentReference: result.reference })
      .where(owned(giftCards, store.id, eq(giftCards.id, pending.id)))
      .returning();
    if (paid) {
      await post(tx, {
        storeId: store.id,
        currency: pending.currency,
        memo: `gift card ${pending.code.slice(-4)} bought`,
        postings: transfer(
          LEDGER_ACCOUNTS.provider('test_card'),
          LEDGER_ACCOUNTS.giftCard(pending.id),
          pending.initialAmount,
        ),
      });
      await recordEvent(tx, { storeId: store.id, type: 'gift_card_issued', payload: { gift_card_id: pending.id } });
    }
    return row as GiftCardRow;
  });
  return { card, paymentProblem: result.status === 'failed' ? result.message : null };
}

export interface GiftCardBalance {
  card: GiftCardRow;
  balance: number;
  /** Why it may not pay now (disabled, expired, spent), or null. */
  refusal: string | null;
}

/** An active card of the store by its typed code, with what it holds; null when there is none. */
export async function giftCardByCode(
  db: DbOrTx,
  storeId: string,
  typed: string,
  now: Date,
): Promise<GiftCardBalance | null> {
  const code = normaliseGiftCardCode(typed);
  if (!code) return null;
  const [card] = await db
    .select()
    .from(giftCards)
    .where(owned(giftCards, storeId, and(eq(giftCards.code, code), eq(giftCards.status, 'active'))));
  if (!card) return null;
  const balance = await balanceOf(db, storeId, LEDGER_ACCOUNTS.giftCard(card.id));
  const facts = { disabled: card.disabledAt !== null, expires_on: card.expiresOn, balance };
  return { card, balance, refusal: giftCardRefusal(facts, utcDay(now)) };
}

async function cardByKey(db: Db, storeId: string, key: string): Promise<GiftCardRow | null> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(owned(giftCards, storeId, eq(giftCards.idempotencyKey, key)));
  return row ?? null;
}
