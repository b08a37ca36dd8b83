import { quoteReplyBody } from '@stallfront/shared/requests';
import { describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@stallfront/shared/requests';
import { formTotal, replyBodyOf, replyValuesOf } from './reply-form';

const quote = {
  _id: 'q',
  version: 3,
  lines: [
    { _id: 'a', sku: 'A', name: 'A', quantity: 2, list_price: 1_000, quoted_price: null },
    { _id: 'b', sku: 'B', name: 'B', quantity: 1, list_price: 500, quoted_price: 400 },
  ],
  shipping: 0,
  valid_until: null,
  terms: '',
} as unknown as QuoteDetail;

describe('the quote reply form', () => {
  it('starts from the reply so far, with the version to send back', () => {
    expect(replyValuesOf(quote)).toEqual({
      _id: 'q',
      version: 3,
      lines: [
        { _id: 'a', price: null },
        { _id: 'b', price: 400 },
      ],
      shipping: 0,
      valid_until: '',
      terms: '',
    });
  });

  it('totals typed prices, list prices where none is typed, and shipping', () => {
    const values = { ...replyValuesOf(quote), shipping: 250 };
    expect(formTotal(quote, values)).toBe(2 * 1_000 + 400 + 250);
    values.lines[0] = { _id: 'a', price: 900 };
    expect(formTotal(quote, values)).toBe(2 * 900 + 400 + 250);
  });

  it('sends an unpriced line as no number, so the schema asks for a price on the field', () => {
    const body = replyBodyOf(replyValuesOf(quote));
    expect(body.lines[0]?.price).toBeNaN();
    const issues = quoteReplyBody.safeParse(body).error?.issues ?? [];
    expect(issues.find((i) => i.path.join('.') === 'lines.0.price')?.message).toBe('Enter a price');
  });
});
