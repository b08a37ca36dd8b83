import { z } from 'zod';
import { text } from './common.js';
import { shopperContactInput } from './shopper.js';

/**
 * A gift card bought in the shop, as its form sends it: the amount is text in the store's
 * currency ("50", "75.50"); the buyer is the shopper contact, the card goes to the recipient.
 */
export const giftCardPurchaseInput = shopperContactInput.extend({
  amount: text(20, { min: 1, required: 'Choose or enter an amount' }),
  recipient_name: text(120).default(''),
  recipient_email: z
    .string({ error: "Enter the recipient's email address" })
    .trim()
    .toLowerCase()
    .max(254, '254 characters at most')
    .pipe(
      z.email({
        error: (issue) =>
          issue.input === '' ? "Enter the recipient's email address" : 'Enter an email address like name@example.com',
      }),
    ),
  message: text(500, { lines: true }).default(''),
  card_number: text(30, { min: 1, required: 'Enter the card number' }),
  idempotency_key: z.uuid({ error: 'Reload the gift card page and try again' }),
});
export type GiftCardPurchaseInput = z.infer<typeof giftCardPurchaseInput>;

/** A code typed to see what is left on a card. */
export const giftCardLookupInput = z.object({ code: text(40, { min: 1, required: 'Enter the gift card code' }) });
