import { z } from 'zod';
import { text } from '../schemas/common.js';
import { duplicateRate, isCountryCode, TAX_ACCESS } from '../rules/taxes.js';
import { simpleResource } from './simple-resource.js';
import { storeSetting } from './store-setting.js';

/** A tax rate in percent with at most two decimals: 0 to 100. */
export const taxPercent = z
  .number({ error: 'Enter the rate' })
  .min(0, 'Cannot be below zero')
  .max(100, '100% at most')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'Use at most two decimals' });

const taxRateRow = z.object({
  country: z.string().trim().toUpperCase().refine(isCountryCode, 'Choose a country from the list'),
  /** A state or province; blank for the whole country. */
  region: text(100).default(''),
  rate: taxPercent,
});

/**
 * /setting/tax-rates: a store's tax classes ("Apparel under ₹1,000", "Standard", "Zero-rated"),
 * each with its rate by country and region and, in India, its HSN or SAC code. A product names
 * its class; the checkout charges the rate of the shopper's delivery address.
 */
export const TAX_CLASS = simpleResource({
  noun: 'tax class',
  plural: 'tax classes',
  path: '/store/tax_class',
  access: TAX_ACCESS,
  nameMax: 60,
  fields: {
    // Blank is kept as none (the server's `clean`): an answer's schema cannot hold a transform.
    hsn_code: z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'An HSN or SAC code has 4, 6 or 8 digits')
      .nullable()
      .default(null),
    rates: z
      .array(taxRateRow)
      .min(1, 'Add the rate of at least one country')
      .max(100, '100 rates at most')
      .superRefine((rates, ctx) => {
        const repeated = duplicateRate(rates);
        if (repeated !== null) {
          ctx.addIssue({ code: 'custom', path: [repeated, 'region'], message: 'This place already has a rate above' });
        }
      }),
  },
});
export type TaxClassItem = z.output<typeof TAX_CLASS.schemas.item>;

/** /setting/tax-rates/settings: whether the prices a merchant enters already hold tax. */
export const TAX_SETTING = storeSetting({
  key: 'tax_settings',
  noun: 'tax settings',
  path: '/store/tax_settings',
  access: TAX_ACCESS,
  fields: { prices_include_tax: z.boolean() },
  summary: (value) => (value.prices_include_tax ? 'Prices include tax' : 'Tax added at checkout'),
});
export type TaxSetting = z.output<typeof TAX_SETTING.value>;
