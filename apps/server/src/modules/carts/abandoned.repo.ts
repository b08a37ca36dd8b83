import { and, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AbandonedCartItem,
  type abandonedCountQuery,
  type abandonedListBody,
  LIST_COUNT_CAP,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type CartRow, carts, customers } from '../../db/schema/index.js';
import { dateCursor, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { owned } from '../../platform/store-scope.js';
import { productsBySku } from './cart.repo.js';
import { type CartStore, cartViewOf } from './cart.service.js';
import { containing } from '../../platform/list/contact-search.js';

type ListBody = z.output<typeof abandonedListBody>;
type CountQuery = z.output<typeof abandonedCountQuery>;

/**
 * A store's abandoned carts of one kind: a customer's (a signed-in shopper's) or a guest's,
 * still open or recovered (ordered after all).
 */
function abandonedConditions(storeId: string, kind: CartRow['kind'], query: CountQuery): SQL {
  const pattern = query.search ? containing(query.search) : null;
  return owned(
    carts,
    storeId,
    eq(carts.kind, kind),
    isNotNull(carts.abandonedAt),
    // A customer has an account; a guest's checkout leaves a customer row without a password.
    query.audience === 'customer' ? isNotNull(customers.passwordHash) : isNull(customers.passwordHash),
    query.recovery === 'open' ? isNull(carts.orderedAt) : undefined,
    query.recovery === 'recovered' ? isNotNull(carts.orderedAt) : undefined,
    pattern
      ? or(ilike(carts.email, pattern), ilike(customers.name, pattern), ilike(customers.email, pattern))
      : undefined,
  );
}

const sortOf = (body: ListBody): KeysetSort => ({
  column: carts.abandonedAt,
  id: carts.id,
  direction: body.direction,
  key: 'timestamp',
  valueOf: (r) => dateCursor.valueOf(r.abandonedAt),
  parse: dateCursor.parse,
});

const columns = {
  id: carts.id,
  cart: carts,
  abandonedAt: carts.abandonedAt,
  customerName: customers.name,
  customerEmail: customers.email,
};

/** The same carts counted, up to LIST_COUNT_CAP (the audience and search read the customer). */
export async function countAbandoned(db: Db, storeId: string, kind: CartRow['kind'], query: CountQuery) {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .leftJoin(customers, eq(customers.id, carts.customerId))
    .where(abandonedConditions(storeId, kind, query))
    .limit(LIST_COUNT_CAP + 1);
  return { total: Math.min(rows.length, LIST_COUNT_CAP), capped: rows.length > LIST_COUNT_CAP };
}

/** One keyset page of abandoned carts, each priced at today's prices in one read of their products. */
export async function listAbandoned(db: Db, store: CartStore, body: ListBody) {
  const sort = sortOf(body);
  const rows = await db
    .select(columns)
    .from(carts)
    .leftJoin(customers, eq(customers.id, carts.customerId))
    .where(and(abandonedConditions(store.id, store.cartKind, body), keysetAfter(sort, body.cursor)))
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(rows, body.limit, sort);
  const bySku = await productsBySku(db, store.id, [
    ...new Set(page.list.flatMap((r) => r.cart.lines.map((l) => l.sku))),
  ]);
  const list = page.list.map(({ cart, customerName, customerEmail }): AbandonedCartItem => {
    const view = cartViewOf(store, cart, bySku);
    return {
      _id: cart.id,
      email: cart.email ?? customerEmail,
      customer_name: customerName,
      currency: store.currency,
      item_count: view.item_count,
      value: view.lines.reduce((sum, l) => sum + l.line_total, 0),
      items: view.lines.slice(0, 3).map((l) => l.name),
      abandoned_on: (cart.abandonedAt as Date).toISOString(),
      recovered_on: cart.orderedAt?.toISOString() ?? null,
      reminded_on: cart.remindedAt?.toISOString() ?? null,
      reminders: cart.reminders,
    };
  });
  return { list, next_cursor: page.next_cursor };
}
