import type { z } from 'zod';
import { text } from './common.js';
import { shopperContactInput } from './shopper.js';

/** Amounts a donation form offers, in whole units of the store's currency; any other may be typed. */
export const DONATION_PRESETS = [100, 500, 1000] as const;

/** A donation as the form sends it: the amount is text in the store's currency ("250", "99.50"). */
export const donationInput = shopperContactInput.extend({
  amount: text(20, { min: 1, required: 'Choose or enter an amount' }),
  note: text(500, { lines: true }).default(''),
  card_number: text(30, { min: 1, required: 'Enter the card number' }),
});
export type DonationInput = z.infer<typeof donationInput>;
