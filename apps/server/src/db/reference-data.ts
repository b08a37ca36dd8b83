import { sql } from 'drizzle-orm';
import { PACKAGES } from '@stallfront/shared';
import type { Db } from './client.js';
import { COUNTRIES } from './countries.js';
import { countries, packages } from './schema/index.js';

/** Brings the package and country tables in line with the catalogs in code, at every start. */
export async function syncReferenceData(db: Db): Promise<void> {
  await db
    .insert(packages)
    .values(PACKAGES)
    .onConflictDoUpdate({
      target: packages.id,
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        plan: sql`excluded.plan`,
        transactionFeeBps: sql`excluded.transaction_fee_bps`,
        monthlyPrice: sql`excluded.monthly_price`,
        currency: sql`excluded.currency`,
        productLimit: sql`excluded.product_limit`,
        features: sql`excluded.features`,
        highlights: sql`excluded.highlights`,
      },
    });
  await db
    .insert(countries)
    .values(COUNTRIES)
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, dialCode: sql`excluded.dial_code`, currency: sql`excluded.currency` },
    });
}
