import { and, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type CustomerFilters, type CustomerSummary, cleanTag, minorToDecimal } from '@stallfront/shared';
import { customers } from '../../../db/schema/index.js';
import { listResource } from '../../../platform/list/list-resource.js';
import { likePrefix } from '../../../platform/list/search.js';
import { owned } from '../../../platform/store-scope.js';
import type { CustomerCaller } from './caller.js';

/** A day of the store's calendar at its start, as an instant. */
const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** Accounts have a password; guests do not, and a guest merged into an account leaves the list. */
export const signedUp = isNotNull(customers.passwordHash);
const guest = and(isNull(customers.passwordHash), isNull(customers.mergedInto));

/**
 * The search: the start of the name, the email or the phone, each a range of its own index led
 * by the store (as the order list searches).
 */
function searchMatch(search: string | undefined): SQL | undefined {
  const typed = search?.trim();
  if (!typed) return undefined;
  const prefix = likePrefix(typed.toLowerCase());
  return or(
    sql`lower(${customers.name}) like ${prefix}`,
    sql`lower(${customers.email}) like ${prefix}`,
    /^\+?[\d\s-]{3,}$/.test(typed) ? sql`${customers.phone} like ${likePrefix(typed)}` : undefined,
  );
}

/** The one conditions function of the customer lists: the store, the kind and every filter. */
export function customerConditions(caller: CustomerCaller, filters: CustomerFilters): SQL {
  return owned(
    customers,
    caller.storeId,
    filters.kind === 'guest' ? guest : signedUp,
    filters.orders_min === undefined ? undefined : gte(customers.ordersCount, filters.orders_min),
    filters.orders_max === undefined ? undefined : lte(customers.ordersCount, filters.orders_max),
    filters.spend_min === undefined ? undefined : gte(customers.totalSpent, filters.spend_min),
    filters.spend_max === undefined ? undefined : lte(customers.totalSpent, filters.spend_max),
    filters.last_order_from
      ? sql`${customers.lastOrderAt} >= ${dayStart(filters.last_order_from, caller.timeZone)}`
      : undefined,
    filters.last_order_to
      ? sql`${customers.lastOrderAt} < ${dayStart(filters.last_order_to, caller.timeZone)} + interval '1 day'`
      : undefined,
    // A tag is kept in the store's one spelling of it (customer-write.service.ts), so this is the GIN index's.
    filters.tag ? sql`${customers.tags} @> array[${cleanTag(filters.tag)}]::text[]` : undefined,
    searchMatch(filters.search),
  );
}

export const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  passwordHash: customers.passwordHash,
  ordersCount: customers.ordersCount,
  totalSpent: customers.totalSpent,
  lastOrderAt: customers.lastOrderAt,
  tags: customers.tags,
  createdAt: customers.createdAt,
};

type CustomerListRow = {
  [K in keyof typeof customerColumns]: (typeof customers.$inferSelect)[K extends 'id' ? 'id' : K];
};

export const customerSummaryOf = (row: CustomerListRow, caller: CustomerCaller): CustomerSummary => ({
  _id: row.id,
  kind: row.passwordHash ? 'signed_up' : 'guest',
  name: row.name,
  email: row.email,
  phone: row.phone,
  orders_count: row.ordersCount,
  total_spent: row.totalSpent,
  currency: caller.currency,
  last_order_on: row.lastOrderAt?.toISOString() ?? null,
  tags: row.tags,
  created_on: row.createdAt.toISOString(),
});

/** The customers of a store, accounts or guests, with their order figures kept on the row. */
export const customerList = listResource({
  table: customers,
  columns: customerColumns,
  where: customerConditions,
  sorts: {
    created: customers.createdAt,
    orders: { column: customers.ordersCount, key: 'int4' },
    spend: { column: customers.totalSpent, key: 'int8' },
    name: customers.name,
  },
  toItem: customerSummaryOf,
  csv: {
    fileName: (body) => (body.kind === 'guest' ? 'guest-customers.csv' : 'customers.csv'),
    maxRows: 100_000,
    columns: ['name', 'email', 'phone', 'orders', 'total_spent', 'currency', 'last_order_at', 'tags', 'created_at'],
    row: (c) => ({
      ...c,
      orders: c.orders_count,
      total_spent: minorToDecimal(c.total_spent, c.currency),
      last_order_at: c.last_order_on ?? '',
      tags: c.tags.join('; '),
      created_at: c.created_on,
    }),
  },
});
