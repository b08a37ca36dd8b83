import { z } from 'zod';
import { shopFormState } from './checkout-pages.js';

/** The gift card page: buy one (an amount, who it is for, the card) and check a card's balance. */
export const shopGiftCardData = z.object({
  action: z.string(),
  balance_action: z.string(),
  presets: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The store's designs to pick from (none: the form asks for none). */
  designs: z.array(z.object({ name: z.string(), color: z.string(), image: z.string() })),
  /** "Valid for 12 months", or null when cards never expire. */
  validity: z.string().nullable(),
  /** The purchase form's idempotency key: one card per form, however often it is sent. */
  idempotency_key: z.string(),
  form: shopFormState,
  balance_form: shopFormState,
  /** The answer of a balance check: the card's hint and what it holds. */
  balance: z.object({ hint: z.string(), amount: z.string(), refusal: z.string().nullable() }).nullable(),
});
export type ShopGiftCardData = z.infer<typeof shopGiftCardData>;

/** After a paid purchase: the code, once more on screen than in the recipient's mail. */
export const shopGiftCardIssuedData = z.object({
  code: z.string(),
  amount: z.string(),
  recipient: z.string(),
  recipient_email: z.string(),
  message: z.string(),
  /** The design's colour and picture, and its last day ("Valid until Nov 29, 2027") or null. */
  design: z.object({ name: z.string(), color: z.string(), image: z.string() }).nullable(),
  expires: z.string().nullable(),
  buy_another_href: z.string(),
});
export type ShopGiftCardIssuedData = z.infer<typeof shopGiftCardIssuedData>;
