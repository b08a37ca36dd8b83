import { and, eq } from 'drizzle-orm';
import {
  type AppAction,
  appActionRefusal,
  appStanding,
  APP_STORE_GROUPS,
  type AppStoreCatalogue,
  FEATURE_GROUPS,
  type FeatureKey,
  menusUnlockedBy,
  type QuoteSubType,
  type StoreType,
  storeTypeMayHave,
  TRIAL_DAYS,
} from '@stallfront/shared';
import type { FastifyRequest } from 'fastify';
import { stores, trialFeatures } from '../../db/schema/index.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import { readStoreView, type StoreView } from '../../platform/auth/store-view.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors.js';
import { featureCatalogue, featureOf } from '../admin-packages/catalogue.js';
import type { DbOrTx } from '../../db/client.js';

/** The header that carries a platform admin's master token beside the store's own (spec section 6). */
export const MASTER_TOKEN_HEADER = 'x-master-token';

/**
 * Spec section 6: the App Store is for master tokens or demo stores. A demo store's owner may
 * use it; any other store only while a platform admin's master token comes with the call.
 */
export async function requireDemoOrMaster(ctx: AppContext, auth: StoreAuth, req: FastifyRequest): Promise<void> {
  if (auth.view.store.isDemo) return;
  const token = req.headers[MASTER_TOKEN_HEADER];
  const session = typeof token === 'string' && token ? await ctx.sessions.authenticate(token, 'master') : null;
  if (session?.principalType !== 'master') {
    throw forbidden('The App Store is open to demo stores, and to other stores with a platform admin signed in.');
  }
}

const kindOf = (view: StoreView) => ({
  storeType: view.store.type as StoreType,
  subType: view.store.subType as QuoteSubType | null,
});

const factsOf = (view: StoreView, now: Date) => ({
  packageFeatures: view.pkg.features,
  paidFeatures: view.store.paidFeatures,
  trials: view.trials.map((t) => ({ ...t, createdOn: new Date(t.created_at) })),
  now,
});

/**
 * Every feature the App Store offers, grouped, with where it stands for this store now; names,
 * prices and trial lengths from the platform admin's catalogue, without the features it removed.
 */
export async function catalogueOf(db: DbOrTx, view: StoreView, now: Date): Promise<AppStoreCatalogue> {
  const facts = factsOf(view, now);
  const kind = kindOf(view);
  const catalogue = await featureCatalogue(db);
  return {
    trial_days: TRIAL_DAYS,
    groups: APP_STORE_GROUPS.map((group) => ({
      name: group,
      apps: FEATURE_GROUPS[group].flatMap((key: FeatureKey) => {
        const info = catalogue.get(key);
        if (!info) return [];
        const standing = appStanding(key, facts);
        const unlocks = menusUnlockedBy(key);
        return {
          key,
          name: info.name,
          description: info.description,
          price: info.price,
          trial_days: info.trialDays,
          icon: info.icon === 'IconApps' ? (unlocks[0]?.icon ?? 'IconApps') : info.icon,
          state: standing.state,
          trial_ends_on: standing.trialEndsOn?.toISOString() ?? null,
          trial_used: standing.trialUsed,
          offered: storeTypeMayHave(key, kind),
          unlocks,
        };
      }),
    })),
  };
}

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * Starts a trial, installs or uninstalls a feature, with the store row locked so two changes
 * of one store run one after the other. The database's triggers announce the change, which
 * drops every node's cached view of the store and tells its open consoles (store_changed).
 * Uninstalling keeps the feature's data: only its menus and calls close.
 */
export async function changeApp(
  ctx: AppContext,
  auth: StoreAuth,
  action: AppAction,
  feature: FeatureKey,
): Promise<{ message: string; data: AppStoreCatalogue }> {
  const now = ctx.now();
  const info = await featureOf(ctx.db, feature);
  if (!info) throw notFound('This feature is no longer in the App Store.');
  const { name } = info;
  let message = '';
  await ctx.db.transaction(async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.id, auth.storeId)).for('update');
    if (!store) throw forbidden('This store no longer exists.');
    const trials = await tx.select().from(trialFeatures).where(eq(trialFeatures.storeId, auth.storeId));
    const view: StoreView = {
      store,
      pkg: auth.view.pkg,
      trials: trials.map((t) => ({ ...t, created_at: t.createdAt.toISOString() })),
    };
    const standing = appStanding(feature, factsOf(view, now));
    const offered = storeTypeMayHave(feature, kindOf(view));
    const refusal = appActionRefusal(action, feature, standing, offered);
    if (refusal) throw offered || action === 'uninstall' ? conflict(refusal) : unprocessable(refusal);

    if (action === 'trial') {
      await tx.insert(trialFeatures).values({ storeId: store.id, name: feature, createdAt: now, days: info.trialDays });
      const ends = appStanding(feature, {
        ...factsOf(view, now),
        trials: [{ name: feature, status: true, uninstalled: false, createdOn: now, days: info.trialDays }],
      });
      message = `${name} is on trial until the end of ${dayOf(ends.trialEndsOn ?? now)}.`;
    } else if (action === 'install') {
      await tx
        .update(stores)
        .set({ paidFeatures: [...store.paidFeatures, feature] })
        .where(eq(stores.id, store.id));
      message = `${name} is installed.`;
    } else {
      if (standing.state === 'installed') {
        await tx
          .update(stores)
          .set({ paidFeatures: store.paidFeatures.filter((f) => f !== feature) })
          .where(eq(stores.id, store.id));
      } else {
        await tx
          .update(trialFeatures)
          .set({ uninstalled: true })
          .where(and(eq(trialFeatures.storeId, store.id), eq(trialFeatures.name, feature)));
      }
      message = `${name} is uninstalled. Its data is kept if you install it again.`;
    }
  });
  return { message, data: await catalogueOf(ctx.db, await readStoreView(ctx.db, auth.storeId), now) };
}
