import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { principalTables } from '../../platform/auth/principals.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import { badRequest } from '../../platform/errors.js';

/** Changes the signed-in user's own password and ends their other sessions; this one goes on. */
export async function changePassword(ctx: AppContext, auth: StoreAuth, current: string, next: string): Promise<void> {
  const { principal } = auth;
  if (!(await verifyPassword(principal.row.passwordHash, current))) {
    throw badRequest('current_password: this is not your current password.');
  }
  const table = principalTables[principal.type];
  await ctx.db
    .update(table)
    .set({ passwordHash: await hashPassword(next), passwordChangedAt: ctx.now() })
    .where(eq(table.id, principal.row.id));
  await ctx.sessions.revokeAllFor(principal.type, principal.row.id, 'password changed', auth.session.id);
}
