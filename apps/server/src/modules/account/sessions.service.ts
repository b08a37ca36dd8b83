import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import Bowser from 'bowser';
import { type AccountSession, deviceLabel } from '@stallfront/shared/account';
import { sessionPushTokens, sessions } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import { notFound } from '../../platform/errors.js';

/** "Chrome on macOS" from a user-agent header, by Bowser's tables. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return deviceLabel({});
  const parsed = Bowser.parse(userAgent);
  return deviceLabel({ browser: parsed.browser.name, os: parsed.os.name, platform: parsed.platform.type });
}

const liveOf = (auth: StoreAuth, now: Date) =>
  and(
    eq(sessions.principalType, auth.principal.type),
    eq(sessions.principalId, auth.principal.row.id),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  );

/** The caller's live sessions, newest first, the one this request came with marked. */
export async function listSessions(ctx: AppContext, auth: StoreAuth): Promise<AccountSession[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(liveOf(auth, ctx.now()))
    .orderBy(desc(sessions.createdAt))
    .limit(200);
  const phones = rows.length
    ? await ctx.db
        .select({ sessionId: sessionPushTokens.sessionId })
        .from(sessionPushTokens)
        .where(
          inArray(
            sessionPushTokens.sessionId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const withPhone = new Set(phones.map((p) => p.sessionId));
  return rows.map((row) => ({
    _id: row.id,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    device: deviceOf(row.userAgent),
    current: row.id === auth.session.id,
    phone_app: withPhone.has(row.id),
  }));
}

/** Ends one of the caller's own sessions; another person's, or one already ended, is not found. */
export async function signOutSession(ctx: AppContext, auth: StoreAuth, sessionId: string): Promise<string> {
  const [own] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveOf(auth, ctx.now())));
  if (!own) throw notFound('No such session: it may have ended already.');
  await ctx.sessions.revoke(own.id, sessionId === auth.session.id ? 'signed out' : 'signed out from another session');
  return sessionId === auth.session.id ? 'Signed out.' : 'That session is signed out.';
}

export async function signOutOthers(ctx: AppContext, auth: StoreAuth): Promise<string> {
  await ctx.sessions.revokeAllFor(
    auth.principal.type,
    auth.principal.row.id,
    'signed out from another session',
    auth.session.id,
  );
  return 'Every other session is signed out.';
}
