import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { type AccountProfile, EMAIL_CHANGE_MAX_ATTEMPTS, EMAIL_CHANGE_TTL_MINUTES } from '@stallfront/shared/account';
import type { DbOrTx } from '../../db/client.js';
import { emailChanges, type StoreUserRow, storeUsers, twoFactorRecoveryCodes } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { twoFactorOf } from './two-factor.repo.js';

const EMAIL_TAKEN = 'email: another account already uses this email address. Choose a different one.';
const badCode = () => badRequest('code: the code is wrong or has expired. Ask for a new one.');
const hashCode = (changeId: string, code: string) => createHash('sha256').update(`${changeId}:${code}`).digest();

/** The password check every change of the account's sign-in details asks for. */
export async function checkCurrentPassword(user: StoreUserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('current_password: this is not your current password.');
  }
}

const liveChange = (userId: string, now: Date) =>
  and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now));

/** The account as the profile screen shows it, read fresh (the session's copy may be older). */
export async function readProfile(ctx: AppContext, userId: string): Promise<AccountProfile> {
  const [user] = await ctx.db.select().from(storeUsers).where(eq(storeUsers.id, userId));
  if (!user) throw badRequest('Your account is gone. Sign in again.');
  const [pending] = await ctx.db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(liveChange(userId, ctx.now()))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  const secret = await twoFactorOf(ctx.db, userId);
  const [codes] = await ctx.db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role === 'admin' ? 'admin' : 'subuser',
    pending_email: pending?.email ?? null,
    two_factor: {
      enabled: Boolean(secret?.enabledAt),
      recovery_codes_left: secret?.enabledAt ? (codes?.left ?? 0) : 0,
    },
  };
}

export async function renameUser(ctx: AppContext, userId: string, name: string): Promise<void> {
  await ctx.db.update(storeUsers).set({ name }).where(eq(storeUsers.id, userId));
}

async function emailTaken(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  const [other] = await db
    .select({ id: storeUsers.id })
    .from(storeUsers)
    .where(and(eq(storeUsers.email, email), ne(storeUsers.id, userId)));
  return Boolean(other);
}

/**
 * Sends a single-use code to the new address (the old one is told a change was asked for).
 * Nothing changes until the code comes back; a newer request spends the older code.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: StoreUserRow,
  email: string,
  password: string,
): Promise<string> {
  await checkCurrentPassword(user, password);
  if (email === user.email) throw badRequest('email: this is already your email address.');
  if (await emailTaken(ctx.db, user.id, email)) throw conflict(EMAIL_TAKEN);
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.update(emailChanges).set({ usedAt: now }).where(liveChange(user.id, now));
    const id = randomUUID();
    await tx.insert(emailChanges).values({
      id,
      storeId: user.storeId,
      userId: user.id,
      newEmail: email,
      codeHash: hashCode(id, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60_000),
    });
  });
  await ctx.mailer.send({
    to: email,
    subject: 'Confirm your new Stallfront email address',
    text: `Hello ${user.name},\n\nYour code to confirm this address for your Stallfront account is ${code}. Enter it on your profile page. It expires in ${EMAIL_CHANGE_TTL_MINUTES} minutes and works once.\n\nIf you did not ask for this, ignore this email: nothing changes.`,
  });
  await ctx.mailer.send({
    to: user.email,
    subject: 'A change of your Stallfront email address was requested',
    text: `Hello ${user.name},\n\nSomeone signed in to your account asked to change its email address to ${email}. It changes only when the code sent there is entered.\n\nIf this was not you, change your password now.`,
  });
  return `We sent a 6-digit code to ${email}. Enter it here within ${EMAIL_CHANGE_TTL_MINUTES} minutes to confirm the change.`;
}

/**
 * Takes the code of the newest pending change: a wrong guess counts, and the code dies after
 * EMAIL_CHANGE_MAX_ATTEMPTS of them (the row stays locked from reading the count to writing it).
 * The right one changes the email and spends the code in one transaction.
 */
export async function confirmEmailChange(ctx: AppContext, userId: string, code: string): Promise<void> {
  const now = ctx.now();
  // Decided inside, thrown outside: throwing in the transaction would roll the count back.
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const [live] = await tx
        .select()
        .from(emailChanges)
        .where(liveChange(userId, now))
        .orderBy(desc(emailChanges.createdAt))
        .limit(1)
        .for('update');
      if (!live) return 'wrong' as const;
      if (!timingSafeEqual(Buffer.from(live.codeHash, 'hex'), hashCode(live.id, code))) {
        const attempts = live.attempts + 1;
        await tx
          .update(emailChanges)
          .set({ attempts, ...(attempts >= EMAIL_CHANGE_MAX_ATTEMPTS ? { usedAt: now } : {}) })
          .where(eq(emailChanges.id, live.id));
        return 'wrong' as const;
      }
      if (await emailTaken(tx, userId, live.newEmail)) return 'taken' as const;
      await tx.update(emailChanges).set({ usedAt: now }).where(eq(emailChanges.id, live.id));
      await tx.update(storeUsers).set({ email: live.newEmail }).where(eq(storeUsers.id, userId));
      return 'changed' as const;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'store_users_email_key')) return 'taken' as const;
      throw error;
    });
  if (outcome === 'wrong') throw badCode();
  if (outcome === 'taken') throw conflict(EMAIL_TAKEN);
}

export async function cancelEmailChange(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.update(emailChanges).set({ usedAt: ctx.now() }).where(liveChange(userId, ctx.now()));
}
