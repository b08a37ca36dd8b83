import { eq } from 'drizzle-orm';
import { gstStateOfGstin } from '@stallfront/shared';
import { TAX_SETTING, type TaxPlace, type TaxSetup } from '@stallfront/shared/taxes';
import type { DbOrTx } from '../../db/client.js';
import { readAll } from '../../db/read-all.js';
import { type CompanyDetails, stores, taxClasses } from '../../db/schema/index.js';
import { readStoreSetting } from '../../platform/resource/store-setting.js';
import { owned } from '../../platform/store-scope.js';

/**
 * Where a store sells from, for tax: its country, and its state from the GSTIN it is registered
 * under in India (a GSTIN names its state), else the state of its company address.
 */
export function taxHomeOf(store: { country: string; gstNo: string | null; companyDetails: CompanyDetails }): TaxPlace {
  const registered = store.country === 'IN' && store.gstNo ? gstStateOfGstin(store.gstNo) : null;
  return { country: store.country, region: registered?.name ?? store.companyDetails.state ?? '' };
}

/** A store's whole tax setup, read once per cart or checkout: a store has a handful of classes. */
export async function taxSetupOf(db: DbOrTx, storeId: string): Promise<TaxSetup> {
  const [[store], classes, setting] = await readAll(db, [
    () =>
      db
        .select({ country: stores.country, gstNo: stores.gstNo, companyDetails: stores.companyDetails })
        .from(stores)
        .where(eq(stores.id, storeId)),
    () =>
      db
        .select({ id: taxClasses.id, name: taxClasses.name, hsnCode: taxClasses.hsnCode, rates: taxClasses.rates })
        .from(taxClasses)
        .where(owned(taxClasses, storeId)),
    () => readStoreSetting(db, storeId, TAX_SETTING, { prices_include_tax: false }),
  ] as const);
  return {
    home: store ? taxHomeOf(store) : { country: '', region: '' },
    pricesIncludeTax: setting.prices_include_tax,
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      hsn_code: c.hsnCode,
      rates: c.rates.map((r) => ({ country: r.country, region: r.region, rate_bp: Math.round(r.rate * 100) })),
    })),
  };
}
