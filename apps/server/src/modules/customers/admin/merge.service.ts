import { and, eq } from 'drizzle-orm';
import { type CustomerMergeInput, mergeRefusal } from '@stallfront/shared';
import type { Db, Tx } from '../../../db/client.js';
import {
  bookings,
  carts,
  customerNotes,
  customers,
  donations,
  enquiries,
  giftCards,
  orders,
  quotes,
} from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../platform/errors.js';
import { owned } from '../../../platform/store-scope.js';
import { refreshCustomerStats } from '../customer-stats.js';
import type { CustomerCaller } from './caller.js';

/** What a guest made in the shop, all moved to the account it merges into. */
const MOVED = { orders, quotes, enquiries, bookings, donations, giftCards, carts, customerNotes } as const;

async function locked(tx: Tx, storeId: string, id: string) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(owned(customers, storeId, eq(customers.id, id)))
    .for('update');
  if (!row) throw notFound('This customer does not exist in your store.');
  return row;
}

/**
 * Merges a guest into the account of the same mailbox in one transaction: the guest's orders,
 * quotes, enquiries, bookings, donations, gift cards and carts become the account's, its tags
 * join the account's, its notes move, and the guest row stays as a pointer so the shop's next
 * form of its email lands on the account. A second call moves nothing and answers the same.
 */
export async function mergeGuest(db: Db, caller: CustomerCaller, input: CustomerMergeInput) {
  return db.transaction(async (tx) => {
    // Both rows locked in one order whatever the call's, so two merges cannot deadlock.
    const [first, second] = [input.guest_id, input.into_id].sort();
    const rows = [
      await locked(tx, caller.storeId, first as string),
      await locked(tx, caller.storeId, second as string),
    ];
    const guest = rows.find((r) => r.id === input.guest_id) ?? rows[0];
    const into = rows.find((r) => r.id === input.into_id) ?? rows[1];
    if (!guest || !into) throw notFound('This customer does not exist in your store.');
    const side = (r: typeof guest) => ({
      id: r.id,
      email: r.email,
      signedUp: r.passwordHash !== null,
      mergedInto: r.mergedInto,
    });
    const refusal = mergeRefusal(side(guest), side(into));
    if (refusal) throw unprocessable(refusal);
    const moved = { orders: 0, quotes: 0 };
    for (const [name, table] of Object.entries(MOVED)) {
      const rowsMoved = await tx
        .update(table)
        .set({ customerId: into.id })
        .where(and(eq(table.storeId, caller.storeId), eq(table.customerId, guest.id)))
        .returning({ id: table.id });
      if (name === 'orders') moved.orders = rowsMoved.length;
      if (name === 'quotes') moved.quotes = rowsMoved.length;
    }
    await tx.update(customers).set({ mergedInto: into.id, tags: [] }).where(eq(customers.id, guest.id));
    if (guest.tags.length) {
      const tags = [
        ...into.tags,
        ...guest.tags.filter((t) => !into.tags.some((k) => k.toLowerCase() === t.toLowerCase())),
      ];
      await tx.update(customers).set({ tags }).where(eq(customers.id, into.id));
    }
    await refreshCustomerStats(tx, [guest.id, into.id]);
    return { into_id: into.id, moved };
  });
}
