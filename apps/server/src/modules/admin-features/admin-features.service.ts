import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { FeatureInput, FeatureItem } from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { packages, platformFeatures, stores, trialFeatures } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

/** Stores per feature that bought it or have a trial of it, in one read. */
async function storesUsing(db: DbOrTx, key?: string): Promise<Map<string, number>> {
  const only = key ? sql`where f = ${key}` : sql``;
  const rows = await db.execute<{ f: string; n: number }>(sql`
    select f, count(distinct store_id)::int as n from (
      select unnest(${stores.paidFeatures}) as f, ${stores.id} as store_id from ${stores}
      union all
      select ${trialFeatures.name}, ${trialFeatures.storeId} from ${trialFeatures}
    ) used ${only} group by f`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { f: string; n: number }[] }).rows;
  return new Map(list.map((r) => [r.f, Number(r.n)]));
}

export async function featureList(db: DbOrTx): Promise<FeatureItem[]> {
  const rows = await db.select().from(platformFeatures).orderBy(asc(platformFeatures.name));
  const used = await storesUsing(db);
  return rows.map((r) => ({
    key: r.key,
    name: r.name,
    description: r.description,
    icon: r.icon,
    price: r.price,
    trial_days: r.trialDays,
    stores: used.get(r.key) ?? 0,
  }));
}

export async function saveFeature(db: DbOrTx, input: FeatureInput): Promise<string> {
  const values = {
    name: input.name,
    description: input.description,
    icon: input.icon,
    price: input.price,
    trialDays: input.trial_days,
  };
  const [row] = await db
    .insert(platformFeatures)
    .values({ key: input.key, ...values })
    .onConflictDoUpdate({ target: platformFeatures.key, set: values })
    .returning({ created: sql<boolean>`xmax = 0` });
  return row?.created ? `${input.name} added to the App Store.` : `${input.name} saved.`;
}

/**
 * Removes a feature from the catalogue. While stores use it (bought or on trial) it is refused
 * with their count, unless a replacement is given: they move to it in the same transaction.
 */
export async function removeFeature(db: Db, key: string, replacement: string | null): Promise<string> {
  return db.transaction(async (tx) => {
    const [feature] = await tx.select().from(platformFeatures).where(eq(platformFeatures.key, key)).for('update');
    if (!feature) throw notFound('There is no feature with this key.');
    const inPackages = await tx
      .select({ name: packages.name })
      .from(packages)
      .where(arrayContains(packages.features, [key]));
    if (inPackages.length)
      throw conflict(
        `${feature.name} is included in ${inPackages.map((p) => p.name).join(', ')}: remove it from those packages first.`,
      );
    const used = (await storesUsing(tx, key)).get(key) ?? 0;
    if (used > 0 && !replacement)
      throw conflict(
        `${used} ${used === 1 ? 'store uses' : 'stores use'} ${feature.name}: choose a replacement feature to move ${used === 1 ? 'it' : 'them'} to.`,
      );
    let moved = '';
    if (used > 0 && replacement) {
      if (replacement === key) throw badRequest('replacement: choose another feature than the one removed.');
      const [target] = await tx.select().from(platformFeatures).where(eq(platformFeatures.key, replacement));
      if (!target) throw badRequest(`replacement: there is no feature ${replacement} in the catalogue.`);
      await tx
        .update(stores)
        .set({
          paidFeatures: sql`array(select distinct unnest(array_replace(${stores.paidFeatures}, ${key}, ${replacement})))`,
        })
        .where(arrayContains(stores.paidFeatures, [key]));
      // A store on trial of both keeps the replacement's own trial.
      await tx.execute(sql`
        delete from ${trialFeatures} t where t.name = ${key}
          and exists (select 1 from ${trialFeatures} r where r.store_id = t.store_id and r.name = ${replacement})`);
      await tx.update(trialFeatures).set({ name: replacement }).where(eq(trialFeatures.name, key));
      moved = ` ${used} ${used === 1 ? 'store' : 'stores'} moved to ${target.name}.`;
    }
    await tx.delete(platformFeatures).where(and(eq(platformFeatures.key, key)));
    return `${feature.name} removed from the App Store.${moved}`;
  });
}
