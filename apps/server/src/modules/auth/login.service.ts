import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { branches, masterAdmins, storeUsers, vendors } from '../../db/schema/index.js';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords.js';
import { isBlocked, type StorePrincipal } from '../../platform/auth/principals.js';
import { HttpError } from '../../platform/errors.js';
import { readStoreView } from '../../platform/auth/store-view.js';
import { twoFactorChallengeFor } from '../account/two-factor-login.service.js';
import { buildStoreSession } from './store-session.js';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const wrongCredentials = () => new HttpError(401, 'The email or password is incorrect.');
const disabled = () => new HttpError(403, 'This account is disabled. Contact the store owner.');

async function checkPassword<T extends { passwordHash: string; status: string }>(
  row: T | undefined,
  password: string,
): Promise<T> {
  if (!row) {
    await verifyAgainstDecoy(password);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw wrongCredentials();
  if (isBlocked(row.status)) throw disabled();
  return row;
}

/** Issues a store token for a principal whose password checked out, with the session entity. */
export async function signInStorePrincipal(ctx: AppContext, principal: StorePrincipal, client: ClientInfo) {
  const view = buildStoreSession(
    principal,
    await readStoreView(ctx.db, principal.row.storeId),
    ctx.now(),
    ctx.config.PUBLIC_URL,
  );
  const { token } = await ctx.sessions.issue({
    principalType: principal.type,
    principalId: principal.row.id,
    storeId: principal.row.storeId,
    ...client,
  });
  return { status: true as const, message: 'Signed in.', ...view, store_token: token };
}

/** Owner or staff: a store token, or, when two-step sign-in is on, a challenge for the code. */
export async function loginStoreUser(ctx: AppContext, email: string, password: string, client: ClientInfo) {
  const [row] = await ctx.db.select().from(storeUsers).where(eq(storeUsers.email, email));
  const user = await checkPassword(row, password);
  const challenge = await twoFactorChallengeFor(ctx, user, client);
  return challenge ?? signInStorePrincipal(ctx, { type: 'store_user', row: user }, client);
}

export async function loginVendor(
  ctx: AppContext,
  storeId: string,
  email: string,
  password: string,
  client: ClientInfo,
) {
  const [row] = await ctx.db
    .select()
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.email, email)));
  return signInStorePrincipal(ctx, { type: 'vendor', row: await checkPassword(row, password) }, client);
}

export async function loginBranch(ctx: AppContext, email: string, password: string, client: ClientInfo) {
  const [row] = await ctx.db.select().from(branches).where(eq(branches.email, email));
  return signInStorePrincipal(ctx, { type: 'branch', row: await checkPassword(row, password) }, client);
}

export async function loginMaster(ctx: AppContext, email: string, password: string, client: ClientInfo) {
  const [row] = await ctx.db.select().from(masterAdmins).where(eq(masterAdmins.email, email));
  const admin = await checkPassword(row, password);
  const { token } = await ctx.sessions.issue({
    principalType: 'master',
    principalId: admin.id,
    storeId: null,
    ...client,
  });
  return {
    status: true as const,
    message: 'Signed in.',
    data: { _id: admin.id, name: admin.name, email: admin.email },
    master_token: token,
  };
}
