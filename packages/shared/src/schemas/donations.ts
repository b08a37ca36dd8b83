import { z } from 'zod';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';
import { listPeriod } from './periods.js';
import { shopperContactInput } from './shopper.js';

/** Pending from before the card is charged until its outcome is written. */
export const DONATION_STATUSES = ['pending', 'paid', 'failed'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** Amounts a donation form offers, in whole units of the store's currency; any other may be typed. */
export const DONATION_PRESETS = [100, 500, 1000] as const;

/** A donation as the form sends it: the amount is text in the store's currency ("250", "99.50"). */
export const donationInput = shopperContactInput.extend({
  amount: text(20, { min: 1, required: 'Choose or enter an amount' }),
  note: text(500, { lines: true }).default(''),
  card_number: text(30, { min: 1, required: 'Enter the card number' }),
  idempotency_key: z.uuid({ error: 'Reload the donation page and try again' }),
});
export type DonationInput = z.infer<typeof donationInput>;

export const donation = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  note: z.string(),
  status: z.enum(DONATION_STATUSES),
  reference: z.string().nullable(),
  created_on: isoDate,
});
export type Donation = z.infer<typeof donation>;

const donationFilters = {
  status: z.enum(DONATION_STATUSES, { error: 'must be pending, paid or failed' }).optional(),
  period: listPeriod.optional(),
};
export const donationListBody = listQuery(['created', 'amount'] as const).extend(donationFilters);
export type DonationListBody = z.input<typeof donationListBody>;
export const donationListResponse = okPage(donation);
export const donationCountQuery = z.object({ search: text(100).optional(), ...donationFilters });
