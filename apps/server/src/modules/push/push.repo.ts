import { and, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { pushDeliveries, pushSubscriptions, storeUsers } from '../../db/schema/index.js';

export interface NewSubscription {
  storeId: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** Keeps a browser's subscription for the user; the same browser (endpoint) moves to whoever subscribed last. */
export async function upsertSubscription(db: DbOrTx, sub: NewSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(sub)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        storeId: sub.storeId,
        userId: sub.userId,
        p256dh: sub.p256dh,
        auth: sub.auth,
        userAgent: sub.userAgent,
        createdAt: sql`now()`,
      },
    });
}

/** Deletes the store's subscription with this endpoint; answers whether there was one. */
export async function deleteSubscription(db: DbOrTx, storeId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.storeId, storeId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export const deleteSubscriptionById = (db: DbOrTx, id: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));

/**
 * The store's subscriptions whose user hears new orders today (the owner, staff granted orders;
 * LIVE_ORDER_ALERTS) and that this event has not reached yet.
 */
export function subscriptionsToAlert(db: DbOrTx, storeId: string, eventId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(storeUsers, eq(storeUsers.id, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.storeId, storeId),
        eq(storeUsers.storeId, storeId),
        eq(storeUsers.status, 'active'),
        or(eq(storeUsers.role, 'admin'), sql`'orders' = any(${storeUsers.subuserFeatures})`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pushDeliveries)
            .where(and(eq(pushDeliveries.eventId, eventId), eq(pushDeliveries.subscriptionId, pushSubscriptions.id))),
        ),
      ),
    );
}

/** The event reached these subscriptions' push services: a retry of the event skips them. */
export async function recordDeliveries(db: Db, eventId: string, subscriptionIds: string[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushDeliveries)
      .values(subscriptionIds.map((subscriptionId) => ({ eventId, subscriptionId })))
      .onConflictDoNothing();
    await tx
      .update(pushSubscriptions)
      .set({ lastSentAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, subscriptionIds));
  });
}

/** Delivery records older than any retry of their event (the outbox gives up after about a day). */
export const pruneDeliveries = (db: DbOrTx) =>
  db.delete(pushDeliveries).where(lt(pushDeliveries.sentAt, sql`now() - interval '3 days'`));
