import { z } from 'zod';
import { isKnownCurrency } from '../rules/currency-conversion.js';
import { STORE_SETTINGS_ACCESS } from '../rules/store.js';
import { isoDate } from '../schemas/common.js';
import { storeSetting } from './store-setting.js';

export const DISPLAY_CURRENCIES_MAX = 20;

/** One currency the shop shows prices in besides the store's own. */
export const displayCurrency = z.object({
  code: z
    .string({ error: 'Choose a currency' })
    .regex(/^[A-Z]{3}$/, 'Enter a currency code like USD')
    .refine(isKnownCurrency, 'This is not a currency code we know'),
  /** Units of this currency per 1 unit of the store's currency. */
  rate: z
    .number({ error: 'Enter the rate' })
    .positive('The rate must be more than 0')
    .max(1_000_000, '1,000,000 at most'),
  /** The rates job keeps it current; false: the merchant's rate stays as entered. */
  automatic: z.boolean(),
  /** When the rate was last entered or fetched; null until the job first updates it. */
  rate_updated_at: isoDate.nullable(),
});
export type DisplayCurrency = z.infer<typeof displayCurrency>;

/** /setting/currency-types: the currencies the shop shows converted prices in (it charges in its own). */
export const CURRENCY_TYPES = storeSetting({
  key: 'currency_types',
  noun: 'display currencies',
  path: '/store/currency_types',
  access: { read: STORE_SETTINGS_ACCESS, write: STORE_SETTINGS_ACCESS },
  fields: {
    currencies: z.array(displayCurrency).max(DISPLAY_CURRENCIES_MAX, `${DISPLAY_CURRENCIES_MAX} currencies at most`),
  },
  summary: ({ currencies }) =>
    currencies.length === 0 ? 'None' : currencies.map((currency) => currency.code).join(', '),
  check: (value, ctx) => {
    const seen = new Set<string>();
    value.currencies.forEach((currency, i) => {
      if (seen.has(currency.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['currencies', i, 'code'],
          message: `${currency.code} is already listed`,
        });
      }
      seen.add(currency.code);
    });
  },
});
export type CurrencyTypes = z.infer<typeof CURRENCY_TYPES.value>;

/** What the rates source answers: units of each currency per 1 unit of `base`. */
export const ratesSourceAnswer = z.object({
  base: z.string().regex(/^[A-Z]{3}$/),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().finite()),
});
