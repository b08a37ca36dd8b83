import { eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type GiftCardListItem, type giftCardCountQuery, minorToDecimal } from '@stallfront/shared';
import { giftCards, ledgerEntries } from '../../db/schema/index.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';
import { containing } from '../../platform/list/contact-search.js';

type Filters = z.output<typeof giftCardCountQuery>;

/**
 * What a card holds now: the sum of its ledger postings. The outer columns are spelled out:
 * drizzle writes a lone table's columns unqualified, which inside this subquery would name the
 * ledger's own `store_id` and `id`.
 */
export const balance = sql<string>`(select coalesce(sum(le.amount), 0) from ${ledgerEntries} le
  where le.store_id = "gift_cards"."store_id" and le.account = 'gift_card:' || "gift_cards"."id")`;

/** Gift cards bought in the shop (not those the store issued), each with what it holds now. */
export const giftCardList = listResource({
  table: giftCards,
  columns: { card: giftCards, balance },
  where: (storeId: string, filters: Filters) => {
    const pattern = filters.search ? containing(filters.search) : null;
    return owned(
      giftCards,
      storeId,
      eq(giftCards.source, 'shop'),
      filters.status ? sql`${giftCards.status} = ${filters.status}` : undefined,
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
  },
  sorts: { created: giftCards.createdAt, amount: giftCards.initialAmount },
  toItem: ({ card, balance: held }): GiftCardListItem => ({
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
  }),
  csv: {
    fileName: 'gift-coupon-orders.csv',
    maxRows: 100_000,
    columns: [
      'code',
      'status',
      'amount',
      'balance',
      'currency',
      'buyer_name',
      'buyer_email',
      'recipient_name',
      'recipient_email',
      'message',
      'payment_reference',
      'created_on',
    ],
    row: (card) => ({
      ...card,
      amount: minorToDecimal(card.amount, card.currency),
      balance: minorToDecimal(card.balance, card.currency),
    }),
  },
});
