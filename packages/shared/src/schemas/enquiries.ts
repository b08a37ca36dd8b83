import type { z } from 'zod';
import { text } from './common.js';
import { shopperContactInput } from './shopper.js';

/** A question about one product or the whole store. */
export const enquiryInput = shopperContactInput.extend({
  message: text(2000, { min: 1, lines: true, required: 'Write your question' }),
});
export type EnquiryInput = z.infer<typeof enquiryInput>;
