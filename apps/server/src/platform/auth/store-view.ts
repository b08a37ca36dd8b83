import { eq, sql } from 'drizzle-orm';
import { computeYsFeatures } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { packages, type StoreRow, stores, trialFeatures } from '../../db/schema/index.js';
import { notFound } from '../errors.js';

export type PackageRow = typeof packages.$inferSelect;

export interface Trial {
  name: string;
  status: boolean;
  uninstalled: boolean;
  created_at: string;
  days: number | null;
}

/** What a store call may need of the caller's store: its row, its package and its trial features. */
export interface StoreView {
  store: StoreRow;
  pkg: PackageRow;
  trials: Trial[];
}

/** A store's trial features as a JSON array, read in the same query as the store. */
export const trialsOf = (storeId: typeof stores.id) => sql<Trial[]>`coalesce((
  select json_agg(json_build_object('name', t.name, 'status', t.status, 'uninstalled', t.uninstalled, 'created_at', t.created_at, 'days', t.days) order by t.name)
  from ${trialFeatures} t where t.store_id = ${storeId}), '[]'::json)`;

/** The store view on its own, for a sign-in or right after the store changed. */
export async function readStoreView(db: Db, storeId: string): Promise<StoreView> {
  const [found] = await db
    .select({ store: stores, pkg: packages, trials: trialsOf(stores.id) })
    .from(stores)
    .innerJoin(packages, eq(packages.id, stores.packageId))
    .where(eq(stores.id, storeId));
  if (!found) throw notFound('This store no longer exists.');
  return found;
}

/** The store's features now: its package's, the ones it paid for, and its unexpired trials. */
export const featuresOfView = (view: StoreView, now: Date): string[] =>
  computeYsFeatures({
    packageFeatures: view.pkg.features,
    paidFeatures: view.store.paidFeatures,
    trials: view.trials.map((t) => ({ ...t, createdOn: new Date(t.created_at) })),
    now,
  });
