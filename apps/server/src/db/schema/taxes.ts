import { jsonb, text } from 'drizzle-orm/pg-core';
import { namedThings } from './named-things.js';

/** One rate of a tax class as the merchant entered it (TAX_CLASS in packages/shared): a percent. */
export interface StoredTaxRate {
  country: string;
  region: string;
  rate: number;
}

/** A store's tax classes: each with its HSN or SAC code and its rates by country and region. */
export const taxClasses = namedThings('tax_classes', {
  hsnCode: text('hsn_code'),
  rates: jsonb('rates').$type<StoredTaxRate[]>().notNull(),
});
