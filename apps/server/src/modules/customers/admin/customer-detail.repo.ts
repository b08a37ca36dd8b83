import { type AnyColumn, and, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { CUSTOMER_PAGE_ROWS, type CustomerDetail, type ShippingAddress } from '@stallfront/shared';
import type { DbOrTx } from '../../../db/client.js';
import { customerNotes, customers, enquiries, giftCards, orders, quotes } from '../../../db/schema/index.js';
import { foundOr404, owned } from '../../../platform/store-scope.js';
import { orderList } from '../../orders/admin/order-list.repo.js';
import { asOrderCaller, type CustomerCaller } from './caller.js';
import { customerColumns, customerSummaryOf } from './customer-list.repo.js';

/** Most addresses a customer's page lists: the newest they shipped to. */
const ADDRESSES_SHOWN = 5;

/** This store's customer row, or a 404 (another store's customer too). */
export async function customerRow(db: DbOrTx, caller: CustomerCaller, id: string) {
  const rows = await db
    .select({
      ...customerColumns,
      emailConfirmedAt: customers.emailConfirmedAt,
      mergedInto: customers.mergedInto,
      mailbox: customers.mailbox,
    })
    .from(customers)
    .where(owned(customers, caller.storeId, eq(customers.id, id)));
  return foundOr404(rows, 'customer');
}

const matchOf = (row: { id: string; name: string; email: string; passwordHash: string | null }) => ({
  _id: row.id,
  kind: row.passwordHash ? ('signed_up' as const) : ('guest' as const),
  name: row.name,
  email: row.email,
});

/** One customer's page: the row, where they shipped, and the newest of their orders and requests. */
export async function readCustomer(db: DbOrTx, caller: CustomerCaller, id: string): Promise<CustomerDetail> {
  const row = await customerRow(db, caller, id);
  const mine = (table: { storeId: AnyColumn; customerId: AnyColumn }) =>
    and(eq(table.storeId, caller.storeId), eq(table.customerId, id)) as SQL;
  const limit = CUSTOMER_PAGE_ROWS;
  const [orderRows, addresses, quoteRows, enquiryRows, cardRows, notes, others] = await Promise.all([
    orderList.find(db, asOrderCaller(caller), mine(orders), { limit }),
    db
      .select({ address: orders.shippingAddress, last: sql`max(${orders.createdAt})` })
      .from(orders)
      .where(mine(orders))
      .groupBy(orders.shippingAddress)
      .orderBy(sql`max(${orders.createdAt}) desc`)
      .limit(ADDRESSES_SHOWN),
    db
      .select({ id: quotes.id, number: quotes.number, status: quotes.status, createdAt: quotes.createdAt })
      .from(quotes)
      .where(mine(quotes))
      .orderBy(desc(quotes.createdAt))
      .limit(limit),
    db
      .select({
        id: enquiries.id,
        message: enquiries.message,
        status: enquiries.status,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(mine(enquiries))
      .orderBy(desc(enquiries.createdAt))
      .limit(limit),
    db
      .select({
        id: giftCards.id,
        code: giftCards.code,
        status: giftCards.status,
        amount: giftCards.initialAmount,
        currency: giftCards.currency,
        customerId: giftCards.customerId,
        createdAt: giftCards.createdAt,
      })
      .from(giftCards)
      .where(
        and(
          eq(giftCards.storeId, caller.storeId),
          or(eq(giftCards.customerId, id), eq(giftCards.recipientEmail, row.email)),
        ),
      )
      .orderBy(desc(giftCards.createdAt))
      .limit(limit),
    db
      .select()
      .from(customerNotes)
      .where(owned(customerNotes, caller.storeId, eq(customerNotes.customerId, id)))
      .orderBy(desc(customerNotes.createdAt)),
    // The other rows of the same mailbox: an account for a guest to merge into, or guests to merge.
    db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        passwordHash: customers.passwordHash,
        mergedInto: customers.mergedInto,
      })
      .from(customers)
      .where(owned(customers, caller.storeId, eq(customers.mailbox, row.mailbox), ne(customers.id, id)))
      .orderBy(asc(customers.createdAt)),
  ]);
  const mergedInto = row.mergedInto ? await customerRow(db, caller, row.mergedInto) : null;
  const isGuest = !row.passwordHash;
  return {
    ...customerSummaryOf(row, caller),
    email_confirmed: row.emailConfirmedAt !== null,
    merged_into: mergedInto ? matchOf(mergedInto) : null,
    addresses: addresses.map((a) => a.address as ShippingAddress),
    orders: orderRows,
    quotes: quoteRows.map((q) => ({
      _id: q.id,
      number: q.number,
      status: q.status,
      created_on: q.createdAt.toISOString(),
    })),
    enquiries: enquiryRows.map((e) => ({
      _id: e.id,
      message: e.message,
      status: e.status,
      created_on: e.createdAt.toISOString(),
    })),
    gift_cards: cardRows.map((c) => ({
      _id: c.id,
      code: c.code,
      status: c.status,
      amount: c.amount,
      currency: c.currency,
      role: c.customerId === id ? ('bought' as const) : ('received' as const),
      created_on: c.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({ _id: n.id, body: n.body, author: n.author, created_on: n.createdAt.toISOString() })),
    // A guest merges into an account; an account takes guests not yet merged anywhere.
    merge_matches: mergedInto
      ? []
      : others
          .filter((o) => (isGuest ? o.passwordHash !== null : o.passwordHash === null && o.mergedInto === null))
          .map(matchOf),
  };
}
