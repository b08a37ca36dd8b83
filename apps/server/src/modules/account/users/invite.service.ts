import { and, eq, gt, isNull } from 'drizzle-orm';
import { staffInvites, storeUsers, stores } from '../../../db/schema/index.js';
import type { AppContext } from '../../../platform/context.js';
import { hashPassword } from '../../../platform/auth/passwords.js';
import { badRequest } from '../../../platform/errors.js';
import { hashSecretToken } from '../../../platform/secret-token.js';
import { type ClientInfo, signInStorePrincipal } from '../../auth/login.service.js';

const deadLink = () =>
  badRequest(
    'token: this invite link has expired, was already used or was revoked. Ask the store owner to send a new one.',
  );

/** The live invite a link's token names, with its account and store; locked when `tx` is a transaction's. */
async function liveInvite(db: AppContext['db'], token: string, now: Date, lock = false) {
  const query = db
    .select({ invite: staffInvites, user: storeUsers, storeName: stores.name })
    .from(staffInvites)
    .innerJoin(storeUsers, eq(storeUsers.id, staffInvites.storeUserId))
    .innerJoin(stores, eq(stores.id, staffInvites.storeId))
    .where(
      and(
        eq(staffInvites.tokenHash, hashSecretToken(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
        eq(storeUsers.status, 'invited'),
      ),
    );
  const [found] = lock ? await query.for('update', { of: staffInvites }) : await query;
  if (!found) throw deadLink();
  return found;
}

/** What the accept page shows before the invitee types: the store and the email invited. */
export async function inviteDetails(ctx: AppContext, token: string) {
  const { user, storeName } = await liveInvite(ctx.db, token, ctx.now());
  return { data: { store_name: storeName, name: user.name, email: user.email } };
}

/** Sets the invitee's name and password, spends the link, and signs them in. */
export async function acceptInvite(
  ctx: AppContext,
  body: { token: string; name: string; password: string },
  client: ClientInfo,
) {
  const passwordHash = await hashPassword(body.password);
  const user = await ctx.db.transaction(async (tx) => {
    const { invite } = await liveInvite(tx as unknown as AppContext['db'], body.token, ctx.now(), true);
    await tx.update(staffInvites).set({ usedAt: ctx.now() }).where(eq(staffInvites.id, invite.id));
    const [row] = await tx
      .update(storeUsers)
      .set({ name: body.name, passwordHash, status: 'active', passwordChangedAt: ctx.now() })
      .where(and(eq(storeUsers.id, invite.storeUserId), eq(storeUsers.status, 'invited')))
      .returning();
    if (!row) throw deadLink();
    return row;
  });
  const signedIn = await signInStorePrincipal(ctx, { type: 'store_user', row: user }, client);
  return { ...signedIn, message: `Welcome to ${signedIn.data.name}, ${user.name}.` };
}
