import { and, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type GiftCardBookItem,
  type GiftCardState,
  type giftCardBookCountQuery,
  giftCardHint,
  giftCardState,
  minorToDecimal,
} from '@stallfront/shared';
import { type GiftCardRow, giftCards } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';
import { balance } from './gift-card.repo.js';

type Filters = z.output<typeof giftCardBookCountQuery>;
/** The store, and today (UTC) for the expiry. */
export interface BookScope {
  storeId: string;
  today: string;
}

const enabled = isNull(giftCards.disabledAt);
const unexpired = (today: string) => or(isNull(giftCards.expiresOn), gte(giftCards.expiresOn, today));

/** Each state as conditions, in the order `giftCardState` decides it. */
function inState(state: GiftCardState, today: string): SQL | undefined {
  switch (state) {
    case 'disabled':
      return isNotNull(giftCards.disabledAt);
    case 'expired':
      return and(enabled, lt(giftCards.expiresOn, today));
    case 'used':
      return and(enabled, unexpired(today), lte(balance, sql`0`));
    case 'active':
      return and(enabled, unexpired(today), gt(balance, sql`0`));
  }
}

/** A card as the gift cards screen lists it: never its whole code. */
export function bookItem(card: GiftCardRow, held: number, today: string): GiftCardBookItem {
  return {
    _id: card.id,
    code_hint: giftCardHint(card.code),
    state: giftCardState({ disabled: card.disabledAt !== null, expires_on: card.expiresOn, balance: held }, today),
    source: card.source,
    currency: card.currency,
    amount: card.initialAmount,
    balance: held,
    design: card.design,
    recipient_name: card.recipientName,
    recipient_email: card.recipientEmail,
    buyer_name: card.name,
    expires_on: card.expiresOn,
    created_on: card.createdAt.toISOString(),
  };
}

/** Every card the store sold or issued (a purchase still being paid, or declined, is no card), with its state. */
export const giftCardBook = listResource({
  table: giftCards,
  columns: { card: giftCards, balance },
  where: ({ storeId, today }: BookScope, filters: Filters) => {
    const pattern = filters.search ? containing(filters.search) : null;
    return owned(
      giftCards,
      storeId,
      eq(giftCards.status, 'active'),
      filters.state ? inState(filters.state, today) : undefined,
      filters.source ? eq(giftCards.source, filters.source) : undefined,
      pattern
        ? or(
            ilike(giftCards.code, pattern),
            ilike(giftCards.name, pattern),
            ilike(giftCards.recipientName, pattern),
            ilike(giftCards.recipientEmail, pattern),
          )
        : undefined,
    );
  },
  sorts: { created: giftCards.createdAt, amount: giftCards.initialAmount },
  toItem: ({ card, balance: held }, { today }) => bookItem(card, Number(held), today),
  csv: {
    fileName: 'gift-cards.csv',
    maxRows: 100_000,
    columns: [
      'code_hint',
      'state',
      'source',
      'amount',
      'balance',
      'currency',
      'design',
      'recipient_name',
      'recipient_email',
      'buyer_name',
      'expires_on',
      'created_on',
    ],
    row: (card) => ({
      ...card,
      amount: minorToDecimal(card.amount, card.currency),
      balance: minorToDecimal(card.balance, card.currency),
      expires_on: card.expires_on ?? '',
    }),
  },
});
