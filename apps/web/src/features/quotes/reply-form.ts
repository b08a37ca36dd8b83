import type { QuoteDetail, QuoteReplyBody } from '@stallfront/shared/requests';

/** The reply form: a price per line (null until typed), shipping, the last valid day and terms. */
export interface ReplyValues {
  _id: string;
  version: number;
  lines: { _id: string; price: number | null }[];
  shipping: number | null;
  valid_until: string;
  terms: string;
}

/** A quote as the reply form starts: its reply so far, or list prices to start from and the store's validity days. */
export function replyValuesOf(quote: QuoteDetail): ReplyValues {
  return {
    _id: quote._id,
    version: quote.version,
    lines: quote.lines.map((l) => ({ _id: l._id, price: l.quoted_price })),
    shipping: quote.shipping,
    valid_until: quote.valid_until ?? quote.default_valid_until ?? '',
    terms: quote.terms,
  };
}

export const replyBodyOf = (values: ReplyValues): QuoteReplyBody => ({
  ...values,
  // An empty price is no number: the schema asks for one ("Enter a price").
  lines: values.lines.map((l) => ({ _id: l._id, price: l.price ?? Number.NaN })),
  shipping: values.shipping ?? 0,
});

/** The quote's total before tax as the form stands: typed prices, list prices where none is typed yet. */
export function formTotal(quote: QuoteDetail, values: ReplyValues): number {
  const priced = new Map(values.lines.map((l) => [l._id, l.price]));
  return quote.lines.reduce((n, l) => n + (priced.get(l._id) ?? l.list_price) * l.quantity, 0) + (values.shipping ?? 0);
}
