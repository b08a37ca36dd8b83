import { z } from 'zod';
import { FEE_BPS_MAX } from '../rules/catalogue.js';

/** ISO 4217: three capital letters. */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'A currency code is three capital letters (ISO 4217), such as USD.');

const minorPrice = z
  .number({ error: 'A price is a whole number of minor units (cents).' })
  .int('A price is a whole number of minor units (cents).')
  .min(0, 'A price cannot be negative.')
  .max(100_000_000, 'A price is at most 1,000,000.00.');

/** What a package is at one version; package_versions keeps it whole. */
export const packageSnapshot = z.object({
  name: z.string().trim().min(1, 'Give the package a name.').max(60),
  prices: z.record(currencyCode, minorPrice),
  transaction_fee_bps: z
    .number()
    .int('The transaction fee is a whole number of basis points (150 = 1.5 %).')
    .min(0, 'A transaction fee cannot be negative.')
    .max(FEE_BPS_MAX, 'A transaction fee cannot be above 100 % (10000 basis points).'),
  features: z.array(z.string().trim().min(1).max(60)).max(200),
  staff_tier: z.string().trim().min(1).max(60).nullable(),
  product_limit: z.number().int().min(1, 'A product limit is at least 1; leave it empty for unlimited.').nullable(),
  active: z.boolean(),
  /** The plan card's bullet lines on the store's plans page, in order. */
  highlights: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A highlight line cannot be empty.')
        .max(120, 'A highlight line is at most 120 characters.'),
    )
    .max(10, 'A plan shows at most 10 highlight lines.')
    .refine((lines) => new Set(lines).size === lines.length, 'Each highlight line once: one is listed twice.'),
});
export type PackageSnapshot = z.infer<typeof packageSnapshot>;

export const packageItem = packageSnapshot.extend({
  _id: z.string(),
  category: z.string(),
  plan: z.string(),
  /** The base currency and the price in it, as the billing rules read them. */
  currency: z.string(),
  monthly_price: z.number().int(),
  version: z.number().int(),
  stores: z.number().int().nonnegative(),
});
export type PackageItem = z.infer<typeof packageItem>;

export const packageSaveBody = packageSnapshot.extend({
  _id: z.string().min(1),
  /** The version the editor saw: a save over a newer one is refused (409). */
  version: z.number().int().min(1),
  /** Apply to every store now, not at each store's next renewal. */
  immediate: z.boolean().default(false),
});
export type PackageSaveBody = z.infer<typeof packageSaveBody>;

export const packageVersionItem = z.object({
  version: z.number().int(),
  immediate: z.boolean(),
  created_on: z.string(),
  snapshot: packageSnapshot,
});

export const packageIdParams = z.object({ id: z.string().min(1).max(60) });

export const featureKeyField = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{2,40}$/, 'A feature key is 2 to 40 lower-case letters, digits or underscores.');

export const featureInput = z.object({
  key: featureKeyField,
  name: z.string().trim().min(1, 'Give the feature a name.').max(60),
  description: z.string().trim().max(300),
  icon: z
    .string()
    .trim()
    .regex(/^Icon[A-Za-z0-9]+$/, 'An icon is a Tabler icon name, such as IconApps.'),
  price: minorPrice,
  trial_days: z.number().int().min(0, 'A trial lasts 0 days or more.').max(365, 'A trial lasts at most 365 days.'),
});
export type FeatureInput = z.infer<typeof featureInput>;

export const featureItem = featureInput.extend({
  /** Stores that bought it or have it on trial. */
  stores: z.number().int().nonnegative(),
});
export type FeatureItem = z.infer<typeof featureItem>;

export const featureRemoveBody = z.object({
  key: featureKeyField,
  /** Where the stores using it move; required when any does. */
  replacement: featureKeyField.nullable().default(null),
});

export const currencyInput = z.object({
  code: currencyCode,
  symbol: z.string().trim().min(1, 'Give the currency a symbol.').max(5),
  rate: z
    .number({ error: 'The rate is a number: how many of this currency one unit of the base buys.' })
    .positive('The rate is above 0.')
    .max(1_000_000),
  active: z.boolean(),
});
export type CurrencyInput = z.infer<typeof currencyInput>;

export const currencyItem = currencyInput.extend({
  base: z.boolean(),
  /** Packages with a price in it. */
  packages: z.number().int().nonnegative(),
});
export type CurrencyItem = z.infer<typeof currencyItem>;

/** A plan as the store's plans page draws it, from the catalogue in the database. */
export const planItem = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  plan: z.string(),
  transactionFeeBps: z.number().int(),
  monthlyPrice: z.number().int(),
  currency: z.string(),
  productLimit: z.number().int().nullable(),
  features: z.array(z.string()),
  highlights: z.array(z.string()),
});
