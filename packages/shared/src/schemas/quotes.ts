import type { z } from 'zod';
import { text } from './common.js';
import { shopperContactInput } from './shopper.js';

export const QUOTE_STATUSES = ['live', 'confirmed', 'cancelled'] as const;

/** A quote store's cart sent as a request for prices. */
export const quoteRequestInput = shopperContactInput.extend({
  company: text(120).default(''),
  note: text(2000, { lines: true }).default(''),
});
export type QuoteRequestInput = z.infer<typeof quoteRequestInput>;
