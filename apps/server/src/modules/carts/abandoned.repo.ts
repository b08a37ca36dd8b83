import { eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AbandonedCartItem, abandonedCountQuery, CartView } from '@stallfront/shared';
import { carts, customers } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource, orNull } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';
import { type CartStore, cartViewsOf } from './cart.service.js';

type CountQuery = z.output<typeof abandonedCountQuery>;

/**
 * A store's abandoned carts of one kind: a customer's (a signed-in shopper's) or a guest's,
 * still open or recovered (ordered after all), each priced at today's prices.
 */
export const abandonedList = listResource({
  table: carts,
  columns: { cart: carts, customerName: orNull(customers.name), customerEmail: orNull(customers.email) },
  joins: (query) => query.leftJoin(customers, eq(customers.id, carts.customerId)),
  where: (store: CartStore, filters: CountQuery) => {
    const pattern = filters.search ? containing(filters.search) : null;
    return owned(
      carts,
      store.id,
      eq(carts.kind, store.cartKind),
      isNotNull(carts.abandonedAt),
      // A customer has an account; a guest's checkout leaves a customer row without a password.
      filters.audience === 'customer' ? isNotNull(customers.passwordHash) : isNull(customers.passwordHash),
      filters.recovery === 'open' ? isNull(carts.orderedAt) : undefined,
      filters.recovery === 'recovered' ? isNotNull(carts.orderedAt) : undefined,
      pattern
        ? or(ilike(carts.email, pattern), ilike(customers.name, pattern), ilike(customers.email, pattern))
        : undefined,
    );
  },
  sorts: { abandoned: { column: carts.abandonedAt, key: 'timestamp' } },
  // One read of the page's products prices every cart.
  toItems: async (rows, store, db) => {
    const views = await cartViewsOf(
      db,
      store,
      rows.map((r) => r.cart),
    );
    return rows.map(({ cart, customerName, customerEmail }, i): AbandonedCartItem => {
      const view = views[i] as CartView;
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
  },
});
