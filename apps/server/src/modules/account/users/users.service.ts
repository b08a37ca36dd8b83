import { and, eq } from 'drizzle-orm';
import {
  type AccessContext,
  grantableStaffFeatures,
  grantRefusal,
  inviteRefusal,
  STAFF_INVITE_TTL_DAYS,
  type StaffOverview,
  staffGrantGroups,
  staffSeatLimit,
} from '@stallfront/shared';
import type { z } from 'zod';
import type { staffInviteBody } from '@stallfront/shared';
import { staffInvites, storeUsers, stores } from '../../../db/schema/index.js';
import type { AppContext } from '../../../platform/context.js';
import { badRequest, conflict } from '../../../platform/errors.js';
import { newSecretToken } from '../../../platform/secret-token.js';
import { lockedStaff, seatsUsed, staffMemberOf, staffOf } from './users.repo.js';

/** What the staff calls need of the owner's session: the store and what it offers. */
export interface StaffCaller {
  storeId: string;
  storeName: string;
  ownerName: string;
  /** The store as the route table's rules see it (type, features, package). */
  access: AccessContext;
}

/** A password hash no password matches: an invited account cannot sign in until it accepts. */
const NO_PASSWORD_YET = 'invited:no-password';

const grantableIn = (caller: StaffCaller) => grantableStaffFeatures(caller.access);
const seatLimitOf = (caller: StaffCaller) => staffSeatLimit(caller.access.ysFeatures);

function checkGrants(caller: StaffCaller, grants: readonly string[]): void {
  const refusal = grantRefusal(grants, grantableIn(caller));
  if (refusal) throw badRequest(refusal);
}

export async function staffOverview(ctx: AppContext, caller: StaffCaller): Promise<Omit<StaffOverview, 'status'>> {
  const list = await staffOf(ctx.db, caller.storeId);
  const seats = { limit: seatLimitOf(caller), used: list.length };
  return { list, seats, invite_refusal: inviteRefusal(seats), grant_groups: staffGrantGroups(grantableIn(caller)) };
}

/** The link in the mail, and the mail itself. */
async function mailInvite(ctx: AppContext, caller: StaffCaller, to: { name: string; email: string }, token: string) {
  const link = `${ctx.config.PUBLIC_URL}/session/accept-invite/${token}`;
  await ctx.mailer.send({
    to: to.email,
    subject: `${caller.ownerName} invited you to ${caller.storeName} on Stallfront`,
    text: `Hello ${to.name},\n\n${caller.ownerName} invited you to help run ${caller.storeName} as staff.\n\nChoose your password and sign in here (the link works once and expires in ${STAFF_INVITE_TTL_DAYS} days):\n${link}\n\nIf you did not expect this, ignore this email.`,
  });
}

const inviteRow = (ctx: AppContext, hash: string) => {
  const now = ctx.now();
  return {
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_INVITE_TTL_DAYS * 86_400_000),
    usedAt: null,
  };
};

/**
 * A pending staff account and its invite link. The store row is locked from counting the seats
 * to inserting, so two invites racing for the last seat queue up and the second finds it taken.
 */
export async function inviteStaff(ctx: AppContext, caller: StaffCaller, body: z.output<typeof staffInviteBody>) {
  checkGrants(caller, body.subuser_features);
  const { token, hash } = newSecretToken();
  const id = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, caller.storeId)).for('update');
    const [holder] = await tx.select().from(storeUsers).where(eq(storeUsers.email, body.email));
    if (holder?.storeId === caller.storeId) {
      throw conflict(
        holder.role === 'admin'
          ? 'email: this is the store owner’s email.'
          : `email: ${body.email} ${holder.status === 'invited' ? 'has already been invited to' : 'is already a staff member of'} this store.`,
      );
    }
    if (holder)
      throw conflict(
        `email: ${body.email} already has a Stallfront account with another store; staff need an email of their own.`,
      );
    const refusal = inviteRefusal({ limit: seatLimitOf(caller), used: await seatsUsed(tx, caller.storeId) });
    if (refusal) throw conflict(refusal);
    const [user] = await tx
      .insert(storeUsers)
      .values({
        storeId: caller.storeId,
        role: 'subuser',
        status: 'invited',
        name: body.name,
        email: body.email,
        passwordHash: NO_PASSWORD_YET,
        subuserFeatures: body.subuser_features,
        createdAt: ctx.now(),
      })
      .returning({ id: storeUsers.id });
    if (!user) throw new Error('staff insert returned nothing');
    await tx.insert(staffInvites).values({ storeId: caller.storeId, storeUserId: user.id, ...inviteRow(ctx, hash) });
    return user.id;
  });
  await mailInvite(ctx, caller, body, token);
  return { message: `Invite sent to ${body.email}.`, data: await staffMemberOf(ctx.db, caller.storeId, id) };
}

/** A new link for a pending invite; the one mailed before stops working. */
export async function resendInvite(ctx: AppContext, caller: StaffCaller, id: string) {
  const { token, hash } = newSecretToken();
  const user = await ctx.db.transaction(async (tx) => {
    const row = await lockedStaff(tx, caller.storeId, id);
    if (row.status !== 'invited') throw conflict(`${row.name} has already accepted the invite.`);
    await tx
      .insert(staffInvites)
      .values({ storeId: caller.storeId, storeUserId: row.id, ...inviteRow(ctx, hash) })
      .onConflictDoUpdate({ target: staffInvites.storeUserId, set: inviteRow(ctx, hash) });
    return row;
  });
  await mailInvite(ctx, caller, user, token);
  return { message: `Invite sent again to ${user.email}.`, data: await staffMemberOf(ctx.db, caller.storeId, id) };
}

/** New grants take effect on the staff member's next call: the change notice drops their cached session. */
export async function setGrants(ctx: AppContext, caller: StaffCaller, id: string, grants: string[]) {
  checkGrants(caller, grants);
  await ctx.db.transaction(async (tx) => {
    await lockedStaff(tx, caller.storeId, id);
    await tx.update(storeUsers).set({ subuserFeatures: grants }).where(eq(storeUsers.id, id));
  });
  const data = await staffMemberOf(ctx.db, caller.storeId, id);
  return { message: `${data.name}'s permissions are saved.`, data };
}

/** Disabling ends every session of theirs at once; enabling lets them sign in again. */
export async function setStaffStatus(ctx: AppContext, caller: StaffCaller, id: string, status: 'active' | 'disabled') {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedStaff(tx, caller.storeId, id);
    if (row.status === 'invited') throw conflict(`${row.name} has not accepted the invite yet; revoke it instead.`);
    await tx.update(storeUsers).set({ status }).where(eq(storeUsers.id, id));
  });
  if (status === 'disabled') await ctx.sessions.revokeAllFor('store_user', id, 'disabled by the owner');
  const data = await staffMemberOf(ctx.db, caller.storeId, id);
  return {
    message: status === 'disabled' ? `${data.name} is disabled and signed out.` : `${data.name} may sign in again.`,
    data,
  };
}

/** Removes a staff account (or revokes an invite); their sessions end, their audit rows keep their name. */
export async function removeStaff(ctx: AppContext, caller: StaffCaller, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await lockedStaff(tx, caller.storeId, id);
    await tx.delete(storeUsers).where(and(eq(storeUsers.id, id), eq(storeUsers.storeId, caller.storeId)));
    return found;
  });
  await ctx.sessions.revokeAllFor('store_user', id, 'removed by the owner');
  return { message: row.status === 'invited' ? `The invite to ${row.email} is revoked.` : `${row.name} is removed.` };
}
