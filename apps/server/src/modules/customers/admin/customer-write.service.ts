import { and, asc, eq, sql } from 'drizzle-orm';
import { withTags } from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import { customerNotes, customers } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { owned } from '../../../platform/store-scope.js';
import type { CustomerCaller } from './caller.js';
import { customerRow } from './customer-detail.repo.js';

/**
 * Sets a customer's tags as a whole. A tag the store already has in another case takes the store's
 * spelling ("vip" becomes "VIP"), so each tag has one spelling in the store and the list's filter
 * is an index look-up; a repeat in another case is dropped.
 */
export async function setCustomerTags(db: Db, caller: CustomerCaller, id: string, tags: string[]) {
  await customerRow(db, caller, id);
  const known = await customerTagNames(db, caller);
  const spelled = withTags([], tags).map((tag) => known.find((k) => k.toLowerCase() === tag.toLowerCase()) ?? tag);
  await db
    .update(customers)
    .set({ tags: spelled })
    .where(owned(customers, caller.storeId, eq(customers.id, id)));
  return { message: 'Tags saved' };
}

/** Every tag the store's customers carry, A to Z, each spelling once. */
export async function customerTagNames(db: Db, caller: CustomerCaller): Promise<string[]> {
  const tag = sql<string>`t.tag`;
  const rows = await db
    .selectDistinct({ tag })
    .from(sql`${customers}, unnest(${customers.tags}) as t(tag)`)
    .where(sql`${customers.storeId} = ${caller.storeId}`)
    .orderBy(asc(tag));
  return withTags(
    [],
    rows.map((r) => r.tag),
  );
}

export async function addCustomerNote(db: Db, caller: CustomerCaller, customerId: string, body: string, now: Date) {
  await customerRow(db, caller, customerId);
  await db
    .insert(customerNotes)
    .values({ storeId: caller.storeId, customerId, body, author: caller.actorName, createdAt: now });
  return { message: 'Note added' };
}

export async function deleteCustomerNote(db: Db, caller: CustomerCaller, customerId: string, noteId: string) {
  const gone = await db
    .delete(customerNotes)
    .where(
      owned(customerNotes, caller.storeId, and(eq(customerNotes.customerId, customerId), eq(customerNotes.id, noteId))),
    )
    .returning({ id: customerNotes.id });
  if (gone.length === 0) throw notFound('This note does not exist in your store.');
  return { message: 'Note deleted' };
}
