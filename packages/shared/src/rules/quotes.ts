import { type CallAccess, type CallActor, access, allows, anyOf } from './call-access.js';

/** A quote's life: asked (live), answered with prices (replied), then an order (confirmed) or dropped. */
export const QUOTE_STATUSES = ['live', 'replied', 'confirmed', 'cancelled'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The spec's three quote lists; a replied quote is still open, so it lists under live. */
export const QUOTE_LIST_STATES = ['live', 'confirmed', 'cancelled'] as const;
export type QuoteListState = (typeof QUOTE_LIST_STATES)[number];

export const STATUSES_OF_LIST: Record<QuoteListState, readonly QuoteStatus[]> = {
  live: ['live', 'replied'],
  confirmed: ['confirmed'],
  cancelled: ['cancelled'],
};

export type QuoteAction = 'reply' | 'confirm' | 'cancel';

export interface QuoteFacts {
  status: QuoteStatus;
  /** The replied prices' validity date has passed (in the store's time zone). */
  expired: boolean;
}

/** Where an action takes a quote: the next status, `same` for a repeat that changes nothing, or a refusal. */
export type QuoteMove = { ok: true; to: QuoteStatus; same: boolean } | { ok: false; message: string };

const refuse = (message: string): QuoteMove => ({ ok: false, message });
const to = (status: QuoteStatus, same = false): QuoteMove => ({ ok: true, to: status, same });

/**
 * Every edge of the quote states (docs/decisions.md, "Quotes"):
 * live → replied (prices sent); replied → replied (prices revised);
 * replied → confirmed (an order at the quoted prices, while the prices hold);
 * live | replied → cancelled; cancelled → cancelled changes nothing.
 */
export function quoteMove(quote: QuoteFacts, action: QuoteAction): QuoteMove {
  const { status } = quote;
  if (status === 'confirmed') {
    return refuse(
      action === 'cancel'
        ? 'This quote is already an order; cancel the order instead.'
        : 'This quote is already confirmed as an order.',
    );
  }
  if (status === 'cancelled') {
    return action === 'cancel' ? to('cancelled', true) : refuse('This quote was cancelled.');
  }
  switch (action) {
    case 'reply':
      return to('replied');
    case 'cancel':
      return to('cancelled');
    case 'confirm':
      if (status === 'live') return refuse('Reply with your prices before confirming the quote.');
      if (quote.expired) return refuse('The quoted prices have expired; reply with a new validity date first.');
      return to('confirmed');
  }
}

/** The actions a quote offers now, for the console's buttons. */
export const quoteActions = (quote: QuoteFacts): QuoteAction[] =>
  (['reply', 'confirm', 'cancel'] as const).filter((a) => {
    const move = quoteMove(quote, a);
    return move.ok && !move.same;
  });

/** Whether prices valid through `validUntil` (a day, YYYY-MM-DD) have lapsed on `today`. */
export const quoteExpired = (validUntil: string | null, today: string): boolean =>
  validUntil !== null && today > validUntil;

/**
 * Quotes, enquiries and donations are the owner's and staff's (the route table's audience):
 * staff by the grant the route names; vendors and branches never, since a quote, a question
 * or a gift is for the whole store, not one vendor's lines or one branch.
 */
export const QUOTE_ACCESS: CallAccess = access({ staff: anyOf('quotes') });
export const ENQUIRY_ACCESS: CallAccess = access({ staff: anyOf('enquiries') });
export const DONATION_ACCESS: CallAccess = access({ staff: anyOf('orders') });

export const mayHandleQuotes = (actor: CallActor) => allows(QUOTE_ACCESS, actor);
