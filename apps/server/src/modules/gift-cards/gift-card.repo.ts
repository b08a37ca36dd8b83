import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GiftCardListItem, giftCardCountQuery, giftCardListBody } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { giftCards, ledgerEntries } from '../../db/schema/index.js';
import { cappedCount } from '../../platform/list/count.js';
import { dateCursor, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { owned } from '../../platform/store-scope.js';
import { containing } from '../../platform/list/contact-search.js';

type ListBody = z.output<typeof giftCardListBody>;
type CountQuery = z.output<typeof giftCardCountQuery>;

/** Most rows one export carries; a store with more narrows the filter. */
export const GIFT_CARD_EXPORT_MAX_ROWS = 100_000;

function giftCardConditions(storeId: string, query: CountQuery): SQL {
  const pattern = query.search ? containing(query.search) : null;
  return owned(
    giftCards,
    storeId,
    query.status ? sql`${giftCards.status} = ${query.status}` : undefined,
    pattern
      ? or(
          ilike(giftCards.code, pattern),
          ilike(giftCards.name, pattern),
          ilike(giftCards.email, pattern),
          ilike(giftCards.recipientName, pattern),
          ilike(giftCards.recipientEmail, pattern),
        )
      : undefined,
  );
}

function giftCardSort(body: ListBody): KeysetSort {
  const base = { id: giftCards.id, direction: body.direction };
  if (body.sort === 'amount') {
    return { ...base, column: giftCards.initialAmount, valueOf: (r) => Number(r.initialAmount) };
  }
  return {
    ...base,
    column: giftCards.createdAt,
    valueOf: (r) => dateCursor.valueOf(r.createdAt),
    parse: dateCursor.parse,
  };
}

/**
 * What a card holds now: the sum of its ledger postings. The outer columns are spelled out:
 * drizzle writes a lone table's columns unqualified, which inside this subquery would name the
 * ledger's own `store_id` and `id`.
 */
const balance = sql<string>`(select coalesce(sum(le.amount), 0) from ${ledgerEntries} le
  where le.store_id = "gift_cards"."store_id" and le.account = 'gift_card:' || "gift_cards"."id")`;

const columns = {
  card: giftCards,
  balance,
  id: giftCards.id,
  initialAmount: giftCards.initialAmount,
  createdAt: giftCards.createdAt,
};
type Row = { card: typeof giftCards.$inferSelect; balance: string };

const toItem = ({ card, balance: held }: Row): GiftCardListItem => ({
  _id: card.id,
  code: card.code,
  status: card.status,
  currency: card.currency,
  amount: card.initialAmount,
  balance: Number(held),
  buyer_name: card.name,
  buyer_email: card.email,
  recipient_name: card.recipientName,
  recipient_email: card.recipientEmail,
  message: card.message,
  payment_reference: card.paymentReference,
  created_on: card.createdAt.toISOString(),
});

export const countGiftCards = (db: Db, storeId: string, query: CountQuery) =>
  cappedCount(db, giftCards, giftCardConditions(storeId, query));

/** One keyset page of the store's gift cards, each with its balance. */
export async function listGiftCards(db: Db, storeId: string, body: ListBody) {
  const sort = giftCardSort(body);
  const rows = await db
    .select(columns)
    .from(giftCards)
    .where(and(giftCardConditions(storeId, body), keysetAfter(sort, body.cursor)))
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(rows, body.limit, sort);
  return { list: page.list.map(toItem), next_cursor: page.next_cursor };
}

/** Every card matching the list's filters, in the list's order, for the CSV export. */
export async function exportGiftCards(db: Db, storeId: string, body: ListBody): Promise<GiftCardListItem[]> {
  const rows = await db
    .select(columns)
    .from(giftCards)
    .where(giftCardConditions(storeId, body))
    .orderBy(...keysetOrder(giftCardSort(body)))
    .limit(GIFT_CARD_EXPORT_MAX_ROWS);
  return rows.map(toItem);
}
