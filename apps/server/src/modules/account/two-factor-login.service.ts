import { and, eq, gt, isNull } from 'drizzle-orm';
import { TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS, TWO_FACTOR_CHALLENGE_TTL_MINUTES } from '@stallfront/shared/account';
import { type StoreUserRow, storeUsers, twoFactorChallenges } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { isBlocked } from '../../platform/auth/principals.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { hashSecretToken, newSecretToken } from '../../platform/secret-token.js';
import { twoFactorOf } from './two-factor.repo.js';
import { takeSecondStep } from './two-factor.service.js';

export interface SignInClient {
  ip: string;
  userAgent?: string;
}

const challengeGone = () =>
  badRequest('challenge_token: this sign-in has expired or was cancelled. Sign in with your password again.');

/**
 * When the user's two-step sign-in is on: a short-lived single-use challenge instead of a
 * store token (the password was right; the code comes next). Null when it is off.
 */
export async function twoFactorChallengeFor(ctx: AppContext, user: StoreUserRow, client: SignInClient) {
  const secret = await twoFactorOf(ctx.db, user.id);
  if (!secret?.enabledAt) return null;
  const { token, hash } = newSecretToken();
  const now = ctx.now();
  await ctx.db.insert(twoFactorChallenges).values({
    userId: user.id,
    tokenHash: hash,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MINUTES * 60_000),
  });
  return {
    status: true as const,
    message: 'Enter the code from your authenticator app.',
    two_factor_required: true as const,
    challenge_token: token,
  };
}

/**
 * The second step: the challenge's user, once the code is taken. A wrong code counts against
 * the challenge (it dies after TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS), and `limit` counts every try
 * against the user as sign-ins are counted against an address.
 */
export async function passSecondStep(
  ctx: AppContext,
  challengeToken: string,
  code: string,
  limit: (...keys: string[]) => Promise<void>,
): Promise<StoreUserRow> {
  const now = ctx.now();
  const [challenge] = await ctx.db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashSecretToken(challengeToken)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    );
  if (!challenge) throw challengeGone();
  await limit(`user:${challenge.userId}`);
  // Decided inside, thrown outside: throwing in the transaction would roll the count back.
  const outcome = await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.id, challenge.id), isNull(twoFactorChallenges.usedAt)))
      .for('update');
    if (!live) return 'gone' as const;
    if (await takeSecondStep(ctx, tx, live.userId, code)) {
      await tx.update(twoFactorChallenges).set({ usedAt: now }).where(eq(twoFactorChallenges.id, live.id));
      return 'passed' as const;
    }
    const attempts = live.attempts + 1;
    await tx
      .update(twoFactorChallenges)
      .set({ attempts, ...(attempts >= TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS ? { usedAt: now } : {}) })
      .where(eq(twoFactorChallenges.id, live.id));
    return attempts >= TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS ? ('gone' as const) : ('wrong' as const);
  });
  if (outcome === 'gone') throw challengeGone();
  if (outcome === 'wrong') throw badRequest('code: this code is wrong or was used already.');
  const [user] = await ctx.db.select().from(storeUsers).where(eq(storeUsers.id, challenge.userId));
  if (!user) throw challengeGone();
  if (isBlocked(user.status)) throw new HttpError(403, 'This account is disabled. Contact the store owner.');
  return user;
}
