import { asc, count, desc, eq } from 'drizzle-orm';
import {
  featuresWithStaffTier,
  type PackageItem,
  type PackageSaveBody,
  type PackageSnapshot,
  STAFF_FEATURES,
  unknownReferences,
} from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { packages, packageVersions, platformCurrencies, platformFeatures, stores } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

type PackageRow = typeof packages.$inferSelect;
const isStaff = (f: string) => (STAFF_FEATURES as readonly string[]).includes(f);

const itemOf = (row: PackageRow, storeCount: number): PackageItem => ({
  _id: row.id,
  name: row.name,
  category: row.category,
  plan: row.plan,
  prices: row.prices,
  currency: row.currency,
  monthly_price: row.monthlyPrice,
  transaction_fee_bps: row.transactionFeeBps,
  features: row.features,
  staff_tier: row.staffTier,
  product_limit: row.productLimit,
  active: row.active,
  highlights: row.highlights,
  version: row.version,
  stores: storeCount,
});

async function storeCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: stores.packageId, n: count() }).from(stores).groupBy(stores.packageId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function packageList(db: DbOrTx): Promise<PackageItem[]> {
  const rows = await db.select().from(packages).orderBy(asc(packages.monthlyPrice), asc(packages.id));
  const counts = await storeCounts(db);
  return rows.map((r) => itemOf(r, counts.get(r.id) ?? 0));
}

/** What the package's references must be: features of the catalogue, active billing currencies. */
async function checkReferences(tx: DbOrTx, body: PackageSaveBody, row: PackageRow): Promise<void> {
  const features = await tx.select({ key: platformFeatures.key }).from(platformFeatures);
  const currencies = await tx
    .select({ code: platformCurrencies.code })
    .from(platformCurrencies)
    .where(eq(platformCurrencies.active, true));
  const problems = unknownReferences(body, {
    features: new Set(features.map((f) => f.key)),
    currencies: new Set(currencies.map((c) => c.code)),
  });
  if (body.staff_tier && !isStaff(body.staff_tier))
    problems.push(`staff_tier: ${body.staff_tier} is not a staff feature (${STAFF_FEATURES.join(', ')}).`);
  if (body.prices[row.currency] === undefined)
    problems.push(`prices: a price in ${row.currency}, the currency the package is billed in, is required.`);
  if (problems.length) throw badRequest(problems.join(' '));
}

/** Saves a package as its next version, whole; the row holds the newest (docs/decisions.md, "Package versions"). */
export async function savePackage(
  db: Db,
  body: PackageSaveBody,
  now: Date,
): Promise<{ message: string; data: PackageItem }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(packages).where(eq(packages.id, body._id)).for('update');
    if (!row) throw notFound('There is no package with this id.');
    if (row.version !== body.version)
      throw conflict(`This package was changed by someone else (now version ${row.version}): reload it and try again.`);
    await checkReferences(tx, body, row);
    const snapshot: PackageSnapshot = {
      name: body.name,
      prices: body.prices,
      transaction_fee_bps: body.transaction_fee_bps,
      features: featuresWithStaffTier(body.features, body.staff_tier, isStaff),
      staff_tier: body.staff_tier,
      product_limit: body.product_limit,
      active: body.active,
      highlights: body.highlights,
    };
    const version = row.version + 1;
    await tx
      .insert(packageVersions)
      .values({ packageId: row.id, version, snapshot, immediate: body.immediate, createdAt: now });
    const [saved] = await tx
      .update(packages)
      .set({
        name: snapshot.name,
        prices: snapshot.prices,
        monthlyPrice: snapshot.prices[row.currency] ?? row.monthlyPrice,
        transactionFeeBps: snapshot.transaction_fee_bps,
        features: snapshot.features,
        staffTier: snapshot.staff_tier,
        productLimit: snapshot.product_limit,
        active: snapshot.active,
        highlights: snapshot.highlights,
        version,
      })
      .where(eq(packages.id, row.id))
      .returning();
    if (!saved) throw notFound('There is no package with this id.');
    const counts = await storeCounts(tx);
    const when = body.immediate
      ? 'now, for every store on it'
      : 'to each store at its next renewal, and to new stores now';
    return {
      message: `${saved.name} saved as version ${version}: it applies ${when}.`,
      data: itemOf(saved, counts.get(saved.id) ?? 0),
    };
  });
}

export async function packageVersionList(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id));
  if (!row) throw notFound('There is no package with this id.');
  const rows = await db
    .select()
    .from(packageVersions)
    .where(eq(packageVersions.packageId, id))
    .orderBy(desc(packageVersions.version));
  return rows.map((v) => ({
    version: v.version,
    immediate: v.immediate,
    created_on: v.createdAt.toISOString(),
    snapshot: v.snapshot,
  }));
}
