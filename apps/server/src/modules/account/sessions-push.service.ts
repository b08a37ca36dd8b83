import { and, eq, ne } from 'drizzle-orm';
import { sessionPushTokens } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { StoreAuth } from '../../platform/auth/guards.js';

/**
 * Keeps a phone app's push token with the session that sent it (one per session; a new one
 * replaces it). The same device signed in on another session of the store gives it up there,
 * so one phone gets one notification. The token goes when the session ends (see the table).
 */
export async function keepPhonePushToken(ctx: AppContext, auth: StoreAuth, token: string): Promise<string> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(sessionPushTokens)
      .where(
        and(
          eq(sessionPushTokens.storeId, auth.storeId),
          eq(sessionPushTokens.token, token),
          ne(sessionPushTokens.sessionId, auth.session.id),
        ),
      );
    await tx
      .insert(sessionPushTokens)
      .values({ sessionId: auth.session.id, storeId: auth.storeId, token, createdAt: ctx.now() })
      .onConflictDoUpdate({ target: sessionPushTokens.sessionId, set: { token, createdAt: ctx.now() } });
  });
  return 'This phone will get new-order notifications while this session lasts.';
}
