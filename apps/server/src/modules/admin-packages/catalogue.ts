import { asc, eq } from 'drizzle-orm';
import {
  type FeatureKey,
  type PackageCategory,
  type PackageDefinition,
  type PackagePlan,
  type PackageSnapshot,
  versionInForce,
} from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { billingSubscriptions, packages, packageVersions, platformFeatures } from '../../db/schema/index.js';

type PackageRow = typeof packages.$inferSelect;

/** A package row or version as the billing and settlement rules read a plan. */
function definitionOf(row: PackageRow, snapshot?: PackageSnapshot): PackageDefinition {
  const s = snapshot ?? {
    name: row.name,
    prices: row.prices,
    transaction_fee_bps: row.transactionFeeBps,
    features: row.features,
    product_limit: row.productLimit,
    highlights: row.highlights,
  };
  return {
    id: row.id,
    name: s.name,
    category: row.category as PackageCategory,
    plan: row.plan as PackagePlan,
    transactionFeeBps: s.transaction_fee_bps,
    monthlyPrice: s.prices[row.currency] ?? row.monthlyPrice,
    currency: row.currency,
    productLimit: s.product_limit,
    features: s.features as FeatureKey[],
    highlights: s.highlights,
  };
}

/**
 * A package as the catalogue holds it. `at` is the start of the store's paid period: the store
 * pays under the version in force then (or a newer immediate one); without `at`, the newest.
 */
export async function packageOf(db: DbOrTx, id: string, opts: { at?: Date | null } = {}) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) return undefined;
  if (!opts.at) return definitionOf(row);
  const versions = await db
    .select()
    .from(packageVersions)
    .where(eq(packageVersions.packageId, id))
    .orderBy(asc(packageVersions.version));
  const found = versionInForce(versions, opts.at);
  return definitionOf(row, found?.snapshot);
}

/** The store's package as it pays under it now: the version in force when its paid period began. */
export async function storePackageOf(db: DbOrTx, storeId: string, packageId: string) {
  const [sub] = await db
    .select({ periodStart: billingSubscriptions.periodStart, packageId: billingSubscriptions.packageId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.storeId, storeId));
  const at = sub?.packageId === packageId ? sub.periodStart : null;
  return packageOf(db, packageId, { at });
}

/** Every package at its newest version, as a lookup the billing rules take in place of the constants. */
export async function planLookup(db: DbOrTx): Promise<(id: string) => PackageDefinition | undefined> {
  const rows = await db.select().from(packages);
  const plans = new Map(rows.map((r) => [r.id, definitionOf(r)]));
  return (id) => plans.get(id);
}

export interface CatalogueFeature {
  key: string;
  name: string;
  description: string;
  icon: string;
  price: number;
  trialDays: number;
}

/** A feature of the App Store's catalogue; undefined once the platform admin removed it. */
export async function featureOf(db: DbOrTx, key: string): Promise<CatalogueFeature | undefined> {
  const [row] = await db.select().from(platformFeatures).where(eq(platformFeatures.key, key));
  return row;
}

/** The whole feature catalogue by key, for a screen that lists them all. */
export async function featureCatalogue(db: DbOrTx): Promise<Map<string, CatalogueFeature>> {
  const rows = await db.select().from(platformFeatures);
  return new Map(rows.map((r) => [r.key, r]));
}
