import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  type GiftCardChangeInput,
  type GiftCardDetail,
  type giftCardIssueInput,
  giftCardAmount,
  giftCardCode,
  giftCardExpiry,
  LEDGER_ACCOUNTS,
  runningBalance,
  transfer,
  utcDay,
} from '@stallfront/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { type GiftCardRow, giftCards, ledgerEntries, stores } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { post } from '../../platform/ledger/ledger.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { foundOr404, owned } from '../../platform/store-scope.js';
import { onceByKey } from '../payments/once-by-key.js';
import { bookItem } from './gift-card-book.js';
import { giftCardSettingOf } from './gift-card-settings.js';

/** A sold or issued card of the store (not a purchase still being paid or declined), or a 404. */
async function cardOf(db: DbOrTx, storeId: string, id: string, lock = false): Promise<GiftCardRow> {
  const query = db
    .select()
    .from(giftCards)
    .where(owned(giftCards, storeId, eq(giftCards.id, id), eq(giftCards.status, 'active')));
  return foundOr404(lock ? await query.for('update') : await query, 'gift card');
}

/** A card's page: its whole code, and each of its ledger rows with what it held after it. */
export async function giftCardDetail(db: DbOrTx, storeId: string, id: string, now: Date): Promise<GiftCardDetail> {
  const card = await cardOf(db, storeId, id);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.createdAt,
      memo: ledgerEntries.memo,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(owned(ledgerEntries, storeId, eq(ledgerEntries.account, LEDGER_ACCOUNTS.giftCard(card.id))))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const history = runningBalance(rows).map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    memo: row.memo,
    amount: row.amount,
    balance: row.balance,
  }));
  return {
    ...bookItem(card, history.at(-1)?.balance ?? 0, utcDay(now)),
    code: card.code,
    message: card.message,
    buyer_email: card.email,
    history,
  };
}

/**
 * Issues a card by hand: its value moves from the store's own account to the card's in one
 * balanced ledger transaction, with the recipient's mail (`gift_card_issued`), in the same
 * database transaction. The same form key answers the same card.
 */
export async function issueGiftCard(
  db: Db,
  storeId: string,
  input: z.output<typeof giftCardIssueInput>,
  now: Date,
): Promise<GiftCardDetail> {
  const [store] = await db
    .select({ name: stores.name, email: stores.email, currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw badRequest('This store does not exist.');
  const amount = giftCardAmount(input.amount, store.currency);
  if ('problem' in amount) throw badRequest(`amount: ${amount.problem}`);
  const expiresOn =
    input.expires_on === undefined
      ? giftCardExpiry(utcDay(now), (await giftCardSettingOf(db, storeId)).validity_months)
      : input.expires_on;
  if (expiresOn !== null && expiresOn < utcDay(now)) throw badRequest('expires_on: Choose today or a later day');
  const { row } = await onceByKey(
    async () => {
      const [earlier] = await db
        .select()
        .from(giftCards)
        .where(owned(giftCards, storeId, eq(giftCards.idempotencyKey, input.idempotency_key)));
      return earlier ?? null;
    },
    () =>
      db.transaction(async (tx) => {
        const [card] = await tx
          .insert(giftCards)
          .values({
            storeId,
            code: giftCardCode(randomBytes(16)),
            currency: store.currency,
            initialAmount: amount.amount,
            status: 'active',
            source: 'issued',
            name: store.name,
            email: store.email,
            recipientName: input.recipient_name,
            recipientEmail: input.recipient_email,
            message: input.message,
            design: input.design,
            expiresOn,
            idempotencyKey: input.idempotency_key,
            createdAt: now,
          })
          .returning();
        const issued = card as GiftCardRow;
        await post(tx, {
          storeId,
          currency: store.currency,
          memo: `gift card ${issued.code.slice(-4)} issued by the store`,
          postings: transfer(LEDGER_ACCOUNTS.storeIssued(), LEDGER_ACCOUNTS.giftCard(issued.id), amount.amount),
        });
        await recordEvent(tx, { storeId, type: 'gift_card_issued', payload: { gift_card_id: issued.id } });
        return issued;
      }),
  );
  return giftCardDetail(db, storeId, row.id, now);
}

/** Disables or enables a card, or gives it another last day; its balance never changes here. */
export async function changeGiftCard(
  db: Db,
  storeId: string,
  input: GiftCardChangeInput,
  now: Date,
): Promise<GiftCardDetail> {
  await db.transaction(async (tx) => {
    const card = await cardOf(tx, storeId, input._id, true);
    const set: Partial<Pick<GiftCardRow, 'disabledAt' | 'expiresOn'>> = {};
    if (input.disabled !== undefined) set.disabledAt = input.disabled ? (card.disabledAt ?? now) : null;
    if (input.expires_on !== undefined) set.expiresOn = input.expires_on;
    if (Object.keys(set).length === 0) throw badRequest('Say what to change: disabled or expires_on');
    await tx
      .update(giftCards)
      .set(set)
      .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, card.id)));
  });
  return giftCardDetail(db, storeId, input._id, now);
}
