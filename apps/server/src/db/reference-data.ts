import { sql } from 'drizzle-orm';
import {
  DEFAULT_CURRENCY,
  FEATURE_INFO,
  type FeatureKey,
  PACKAGES,
  STAFF_FEATURES,
  TRIAL_DAYS,
} from '@stallfront/shared';
import type { Db } from './client.js';
import { COUNTRIES } from './countries.js';
import { countries, packages, packageVersions, platformCurrencies, platformFeatures } from './schema/index.js';

/** The billing currencies a new install starts with; the platform admin edits them at /admin/currencies. */
const CURRENCIES = [
  { code: DEFAULT_CURRENCY, symbol: '$', rate: 1, base: true },
  { code: 'EUR', symbol: '€', rate: 0.92, base: false },
  { code: 'GBP', symbol: '£', rate: 0.79, base: false },
  { code: 'INR', symbol: '₹', rate: 83.2, base: false },
];

const isStaff = (f: string) => (STAFF_FEATURES as readonly string[]).includes(f);

/**
 * Seeds the package, feature and currency catalogues from the constants in packages/shared the
 * first time only: after that they are the platform admin's (docs/decisions.md, "Package
 * versions"). Countries follow the code at every start.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  const seeded = PACKAGES.map((p) => ({
    ...p,
    prices: { [p.currency]: p.monthlyPrice },
    staffTier: p.features.find(isStaff) ?? null,
  }));
  await db
    .insert(packages)
    .values(seeded)
    .onConflictDoUpdate({
      target: packages.id,
      // Rows from before the catalogue was editable get their prices once.
      set: { prices: sql`excluded.prices`, staffTier: sql`excluded.staff_tier` },
      setWhere: sql`${packages.prices} = '{}'::jsonb`,
    });
  await db
    .insert(packageVersions)
    .values(
      seeded.map((p) => ({
        packageId: p.id,
        version: 1,
        createdAt: new Date(0),
        snapshot: {
          name: p.name,
          prices: p.prices,
          transaction_fee_bps: p.transactionFeeBps,
          features: p.features,
          staff_tier: p.staffTier,
          product_limit: p.productLimit,
          active: true,
          highlights: p.highlights,
        },
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(platformFeatures)
    .values(
      (Object.keys(FEATURE_INFO) as FeatureKey[]).map((key) => ({
        key,
        ...FEATURE_INFO[key],
        trialDays: TRIAL_DAYS,
      })),
    )
    .onConflictDoNothing();
  await db.insert(platformCurrencies).values(CURRENCIES).onConflictDoNothing();
  await db
    .insert(countries)
    .values(COUNTRIES)
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, dialCode: sql`excluded.dial_code`, currency: sql`excluded.currency` },
    });
}
