import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES } from '@stallfront/shared';
import { passwordResets, type PrincipalType, storeUsers, vendors } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { principalTables } from '../../platform/auth/principals.js';
import { badRequest } from '../../platform/errors.js';

/** Who is asking for a reset: a store user by email, or a vendor by store and email. */
export type ResetTarget = { kind: 'store_user'; email: string } | { kind: 'vendor'; storeId: string; email: string };

type ResettableType = Extract<PrincipalType, 'store_user' | 'vendor'>;

export const RESET_REQUESTED =
  'If an account exists for that email, a 6-digit code is on its way. It expires in 15 minutes.';
const badCode = () => badRequest('code: the code is wrong or has expired. Ask for a new one.');

const hashCode = (resetId: string, code: string) => createHash('sha256').update(`${resetId}:${code}`).digest();

async function findPrincipal(ctx: AppContext, target: ResetTarget) {
  if (target.kind === 'store_user') {
    const [row] = await ctx.db.select().from(storeUsers).where(eq(storeUsers.email, target.email));
    return row ? { type: 'store_user' as ResettableType, id: row.id, email: row.email, name: row.name } : null;
  }
  const [row] = await ctx.db
    .select()
    .from(vendors)
    .where(and(eq(vendors.storeId, target.storeId), eq(vendors.email, target.email)));
  return row ? { type: 'vendor' as ResettableType, id: row.id, email: row.email, name: row.name } : null;
}

/** Sends a fresh single-use code; earlier unused codes stop working. Does nothing for unknown emails. */
export async function requestReset(ctx: AppContext, target: ResetTarget): Promise<void> {
  const principal = await findPrincipal(ctx, target);
  if (!principal) return;
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.principalType, principal.type),
          eq(passwordResets.principalId, principal.id),
          isNull(passwordResets.usedAt),
        ),
      );
    const id = randomUUID();
    await tx.insert(passwordResets).values({
      id,
      principalType: principal.type,
      principalId: principal.id,
      codeHash: hashCode(id, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
    });
  });
  await ctx.mailer.send({
    to: principal.email,
    subject: 'Your Stallfront password reset code',
    text: `Hello ${principal.name},\n\nYour password reset code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once.\n\nIf you did not ask for it, ignore this email.`,
  });
}

/**
 * Checks a code; a wrong guess counts, and the code dies after RESET_CODE_MAX_ATTEMPTS of them.
 * The row stays locked from reading the count to writing it, so guesses sent at once queue up
 * and no more than that many are ever compared.
 */
async function checkCode(ctx: AppContext, target: ResetTarget, code: string) {
  const principal = await findPrincipal(ctx, target);
  if (!principal) throw badCode();
  // Decided inside, thrown outside: throwing in the transaction would roll the count back.
  const reset = await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.principalType, principal.type),
          eq(passwordResets.principalId, principal.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, ctx.now()),
        ),
      )
      .orderBy(desc(passwordResets.createdAt))
      .limit(1)
      .for('update');
    if (!live) return null;
    if (timingSafeEqual(Buffer.from(live.codeHash, 'hex'), hashCode(live.id, code))) return live;
    const attempts = live.attempts + 1;
    await tx
      .update(passwordResets)
      .set({ attempts, ...(attempts >= RESET_CODE_MAX_ATTEMPTS ? { usedAt: ctx.now() } : {}) })
      .where(eq(passwordResets.id, live.id));
    return null;
  });
  if (!reset) throw badCode();
  return { principal, reset };
}

export async function validateReset(ctx: AppContext, target: ResetTarget, code: string): Promise<void> {
  await checkCode(ctx, target, code);
}

/** Sets the new password, spends the code and ends every session of the account, in one transaction. */
export async function completeReset(ctx: AppContext, target: ResetTarget, code: string, password: string) {
  const { principal, reset } = await checkCode(ctx, target, code);
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const table = principalTables[principal.type];
  await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) throw badCode();
    await tx.update(table).set({ passwordHash, passwordChangedAt: now }).where(eq(table.id, principal.id));
  });
  await ctx.sessions.revokeAllFor(principal.type, principal.id, 'password reset');
}
