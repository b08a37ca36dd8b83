import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { isHosted, orderPayInput } from '@stallfront/shared';
import { type OrderRow, orders } from '../../db/schema/index.js';
import { HttpError } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { payOrder } from '../orders/order-payment.js';
import { orderPage, shopPaymentMethods } from './account.pages.js';
import { hostedRedirect } from './hosted-payment.js';
import { gatewayConfigOf } from '../payments/gateway.service.js';
import { formRoutes, type ShopTools } from './form-routes.js';
import { notFound } from './pages.js';
import type { ShopContext } from './shop-store.js';
import { isUuid } from '../../platform/uuid.js';

/** An order's own page: named by its id and its checkout form's key, so only its shopper has it. */
export const orderHref = (shop: ShopContext, order: Pick<OrderRow, 'id' | 'idempotencyKey'>) =>
  `${shop.store.base}/order/${order.id}/${order.idempotencyKey}`;

/** The order's page after checkout, and paying an unpaid order again from it. */
export function installOrderRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  const gc = gatewayConfigOf(app.ctx.config, app.ctx.db);
  const { get, post, redirect, now } = formRoutes(app, prefix, form, tools);
  const sellsOrders = (s: ShopContext) => s.store.buy_mode === 'cart';

  const orderByLink = (req: FastifyRequest) => {
    const { id, key } = req.params as { id: string; key: string };
    const valid = isUuid(id) && isUuid(key);
    return (o: typeof orders) => (valid ? and(eq(o.id, id), eq(o.idempotencyKey, key)) : sql`false`);
  };
  get(
    '/order/:id/:key',
    sellsOrders,
    async (req, shop) => (await orderPage(db, shop, orderByLink(req))) ?? notFound('This order does not exist.'),
  );
  // An unpaid order's page pays it again: each try is its own attempt, and the answer is a redirect.
  post(
    '/order/:id/:key/pay',
    sellsOrders,
    orderPayInput,
    async (req, _reply, shop, input) => {
      const [order] = await db
        .select()
        .from(orders)
        .where(owned(orders, shop.store.id, orderByLink(req)(orders)));
      if (!order) throw new HttpError(404, 'This order does not exist.');
      if (!shopPaymentMethods(shop).some((m) => m.method === input.payment_method))
        throw new HttpError(400, 'payment_method: this shop does not take that payment method');
      // Stripe, Razorpay: a new try on the provider's page, back to this page once done.
      const hosted = await hostedRedirect(
        db,
        gc,
        shop,
        order,
        orderHref(shop, order),
        input.payment_method,
        input.attempt_key,
        now(),
      );
      if (hosted) return redirect(hosted);
      if (isHosted(input.payment_method)) return redirect(orderHref(shop, order));
      await payOrder(db, order, input, now());
      return redirect(orderHref(shop, order));
    },
    async (req, shop, state, status) =>
      (await orderPage(db, shop, orderByLink(req), state, status)) ?? notFound('This order does not exist.'),
    { fields: ['card_number', 'payment_method'] },
  );
}
