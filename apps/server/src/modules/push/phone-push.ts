import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PushPayload } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { sessionPushTokens, sessions, storeUsers } from '../../db/schema/index.js';

/**
 * A phone push service (APNs, FCM) for the tokens phone apps register with POST /others/ios_token.
 * None ships with Stallfront: a deployment that has an app's credentials passes one to buildApp
 * (`phonePush`), and the new-order sender hands it the tokens. Without one the tokens are only kept.
 */
export interface PhonePushProvider {
  /**
   * Hands one notification to the service for these device tokens. `collapseId` (the order id)
   * lets the service replace a repeat instead of showing it twice. Answers the tokens the
   * service says are no longer valid; a passing failure throws, and the outbox retries.
   */
  send(tokens: string[], payload: PushPayload, collapseId: string): Promise<{ invalidTokens: string[] }>;
}

/** The store's phone tokens on live sessions of users who hear new orders (the owner, staff granted orders). */
export async function phoneTokensToAlert(db: Db, storeId: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ token: sessionPushTokens.token })
    .from(sessionPushTokens)
    .innerJoin(sessions, eq(sessions.id, sessionPushTokens.sessionId))
    .innerJoin(storeUsers, and(eq(sessions.principalType, 'store_user'), eq(storeUsers.id, sessions.principalId)))
    .where(
      and(
        eq(sessionPushTokens.storeId, storeId),
        eq(storeUsers.storeId, storeId),
        eq(storeUsers.status, 'active'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        or(eq(storeUsers.role, 'admin'), sql`'orders' = any(${storeUsers.subuserFeatures})`),
      ),
    );
  return rows.map((r) => r.token);
}

/** Sends the store's phones the notification through the provider; tokens it calls invalid are dropped. */
export async function sendToPhones(
  db: Db,
  provider: PhonePushProvider,
  storeId: string,
  payload: PushPayload,
  collapseId: string,
  now: Date,
): Promise<number> {
  const tokens = await phoneTokensToAlert(db, storeId, now);
  if (tokens.length === 0) return 0;
  const { invalidTokens } = await provider.send(tokens, payload, collapseId);
  if (invalidTokens.length > 0) {
    await db
      .delete(sessionPushTokens)
      .where(and(eq(sessionPushTokens.storeId, storeId), inArray(sessionPushTokens.token, invalidTokens)));
  }
  return tokens.length;
}
