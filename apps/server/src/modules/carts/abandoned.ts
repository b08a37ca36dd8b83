import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { ABANDONED_CART_AFTER_MS } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { carts } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';

/**
 * Marks every cart (and quote cart) abandoned that has lines and a way to reach its shopper
 * (an email given at checkout, or a signed-in customer) and was left unordered for
 * ABANDONED_CART_AFTER_MS, as of the moment that hour ended. A job runs it for every store;
 * answers how many it marked.
 */
export async function markAbandonedCarts(db: Db, now: Date): Promise<number> {
  const marked = await db
    .update(carts)
    // Abandoned from the moment the hour ran out, whenever the sweep happens to notice.
    .set({ abandonedAt: sql`${carts.updatedAt} + make_interval(secs => ${ABANDONED_CART_AFTER_MS / 1000})` })
    .where(
      and(
        isNull(carts.orderedAt),
        isNull(carts.abandonedAt),
        or(isNotNull(carts.email), isNotNull(carts.customerId)),
        lt(carts.updatedAt, new Date(now.getTime() - ABANDONED_CART_AFTER_MS)),
      ),
    )
    .returning({ id: carts.id });
  return marked.length;
}

/** Keeps who a cart belongs to as soon as the shopper says, so a cart left at checkout can be followed up. */
export async function rememberCartContact(
  db: Db,
  storeId: string,
  cartId: string,
  contact: { email?: string; customerId?: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(carts)
    .set({
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.customerId ? { customerId: contact.customerId } : {}),
      updatedAt: now,
    })
    .where(owned(carts, storeId, eq(carts.id, cartId), isNull(carts.orderedAt)));
}
