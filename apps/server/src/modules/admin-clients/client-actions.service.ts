import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ClientStatusAction,
  extendedTrialStart,
  FEATURE_INFO,
  statusAfter,
  statusRefusal,
  SUPPORT_SESSION_MINUTES,
  trialExpiry,
} from '@stallfront/shared';
import type { Tx } from '../../db/client.js';
import {
  billingSubscriptions,
  packages,
  sessions,
  type StoreRow,
  storeUsers,
  stores,
  trialFeatures,
} from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { readStoreView } from '../../platform/auth/store-view.js';
import { requestReset } from '../auth/reset.service.js';
import { buildStoreSession, supportMarkOf } from '../auth/store-session.js';
import { type SupportActor, writeSupportAudit } from './support-actor.js';

/** The store locked for the change, or a 404. */
async function lockStore(tx: Tx, id: string): Promise<StoreRow> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
  if (!store) throw notFound('This store does not exist.');
  return store;
}

/** Ends every live session of the store's people (owner, staff, vendors, branches) in the transaction. */
export const endStoreSessions = (tx: Tx, storeId: string, now: Date) =>
  tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'store deactivated by support' })
    .where(and(eq(sessions.storeId, storeId), isNull(sessions.revokedAt)));

/**
 * Activates or deactivates one store in the caller's transaction, with its audit row; a store
 * already so is refused (409). Deactivating ends its people's sessions: the owner signs in again
 * and the console's guard sends them to billing.
 */
export async function setStoreStatus(
  tx: Tx,
  actor: Pick<SupportActor, 'adminId' | 'name'> & { ip: string | null },
  storeId: string,
  action: ClientStatusAction,
  now: Date,
): Promise<StoreRow> {
  const store = await lockStore(tx, storeId);
  const refusal = statusRefusal(store.status, action);
  if (refusal) throw conflict(refusal);
  await tx
    .update(stores)
    .set({ status: statusAfter(action), updatedAt: now })
    .where(eq(stores.id, storeId));
  if (action === 'deactivate') await endStoreSessions(tx, storeId, now);
  const what = action === 'activate' ? 'Store activated by support' : 'Store deactivated by support';
  await writeSupportAudit(tx, actor, storeId, what, `POST /admin/client/status`, now);
  return store;
}

export async function changeStatus(ctx: AppContext, actor: SupportActor, storeId: string, action: ClientStatusAction) {
  const store = await ctx.db.transaction((tx) => setStoreStatus(tx, actor, storeId, action, ctx.now()));
  await ctx.sessions.settle();
  return action === 'activate'
    ? `${store.name} is active again.`
    : `${store.name} is inactive; its people were signed out.`;
}

/**
 * Moves the store to a package now. A live paid subscription follows, so its next renewal
 * charges the new plan, and a downgrade it had waiting is dropped.
 */
export async function changePackage(ctx: AppContext, actor: SupportActor, storeId: string, packageId: string) {
  const now = ctx.now();
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw badRequest(`package_id: there is no package "${packageId}".`);
  if (!pkg.active) throw badRequest(`package_id: ${pkg.name} is no longer offered.`);
  const store = await ctx.db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    if (store.packageId === pkg.id) throw conflict(`package_id: the store is on ${pkg.name} already.`);
    await tx.update(stores).set({ packageId: pkg.id, updatedAt: now }).where(eq(stores.id, storeId));
    await tx
      .update(billingSubscriptions)
      .set({ packageId: pkg.id, pendingPackageId: null, pendingPeriod: null, updatedAt: now })
      .where(and(eq(billingSubscriptions.storeId, storeId), sql`${billingSubscriptions.endedAt} is null`));
    await writeSupportAudit(
      tx,
      actor,
      storeId,
      `Package changed to ${pkg.name} by support`,
      'POST /admin/client/package',
      now,
    );
    return store;
  });
  await ctx.sessions.settle();
  return `${store.name} is on ${pkg.name} now.`;
}

/** Adds days to a trial the store has; a feature it never tried, or removed, is refused. */
export async function extendTrial(
  ctx: AppContext,
  actor: SupportActor,
  storeId: string,
  feature: string,
  days: number,
) {
  const now = ctx.now();
  const label = FEATURE_INFO[feature as keyof typeof FEATURE_INFO]?.name ?? feature;
  const { store, ends } = await ctx.db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    const [trial] = await tx
      .select()
      .from(trialFeatures)
      .where(and(eq(trialFeatures.storeId, storeId), eq(trialFeatures.name, feature)));
    if (!trial) throw badRequest(`feature: ${label} is not in trial for this store.`);
    if (trial.uninstalled || !trial.status) throw badRequest(`feature: the store removed its ${label} trial.`);
    const start = extendedTrialStart(trial.createdAt, days, now);
    await tx.update(trialFeatures).set({ createdAt: start }).where(eq(trialFeatures.id, trial.id));
    const ends = trialExpiry(start);
    if (!store.trialExpiry || store.trialExpiry < ends)
      await tx.update(stores).set({ trialExpiry: ends }).where(eq(stores.id, storeId));
    await writeSupportAudit(
      tx,
      actor,
      storeId,
      `Trial of ${label} extended by ${days} days by support`,
      'POST /admin/client/trial',
      now,
    );
    return { store, ends };
  });
  await ctx.sessions.settle();
  return `${label} is on trial at ${store.name} until ${ends.toISOString().slice(0, 10)}.`;
}

async function ownerOf(ctx: AppContext, storeId: string) {
  const [owner] = await ctx.db
    .select()
    .from(storeUsers)
    .where(and(eq(storeUsers.storeId, storeId), eq(storeUsers.role, 'admin')));
  if (!owner) throw notFound('This store has no owner account.');
  return owner;
}

/** Mails the owner a reset code (the forgot-password flow); the owner sets the new password themself. */
export async function resetOwnerPassword(ctx: AppContext, actor: SupportActor, storeId: string) {
  const owner = await ownerOf(ctx, storeId);
  await requestReset(ctx, { kind: 'store_user', email: owner.email });
  await writeSupportAudit(
    ctx.db,
    actor,
    storeId,
    'Password reset mail sent to the owner by support',
    'POST /admin/client/reset_password',
    ctx.now(),
  );
  return `A reset code is on its way to ${owner.email}.`;
}

/**
 * A short session as the store's owner for support: marked with the admin's name (the console
 * shows a banner, the store's audit log says who acted), and never longer than SUPPORT_SESSION_MINUTES.
 */
export async function signInAsOwner(ctx: AppContext, actor: SupportActor, storeId: string, userAgent?: string) {
  const owner = await ownerOf(ctx, storeId);
  if (owner.status !== 'active') throw conflict(`The owner's account is ${owner.status}; it cannot be signed in to.`);
  const principal = { type: 'store_user' as const, row: owner };
  const view = buildStoreSession(principal, await readStoreView(ctx.db, storeId), ctx.now(), ctx.config.PUBLIC_URL);
  const { token, session } = await ctx.sessions.issue({
    principalType: 'store_user',
    principalId: owner.id,
    storeId,
    ip: actor.ip,
    userAgent,
    support: { adminId: actor.adminId, name: actor.name, minutes: SUPPORT_SESSION_MINUTES },
  });
  await writeSupportAudit(
    ctx.db,
    actor,
    storeId,
    `Signed in as the owner by support (${SUPPORT_SESSION_MINUTES} minutes)`,
    'POST /admin/client/sign_in_as',
    ctx.now(),
  );
  const support = supportMarkOf(session);
  if (!support) throw new Error('a support session without its mark');
  return {
    message: `Signed in as ${owner.name} for ${SUPPORT_SESSION_MINUTES} minutes.`,
    ...view,
    store_token: token,
    support,
  };
}
