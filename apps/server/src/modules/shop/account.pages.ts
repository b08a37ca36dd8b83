import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { randomUUID } from 'node:crypto';
import { emptyForm, type ShopFormState } from '@stallfront/shared/shop';
import { offeredMethods, PAYMENT_METHOD_LABELS } from '@stallfront/shared/payments';
import { displayNumber } from '@stallfront/shared';
import { type CustomerRow, newsletterSubscribers, type OrderRow, orderLines, orders } from '../../db/schema/index.js';
import { awaitsPayment, lastRefusal } from '../orders/order-payment.js';
import { owned } from '../../platform/store-scope.js';
import type { LoadResult } from './pages.js';
import { seoOf } from './seo.js';
import type { ShopContext } from './shop-store.js';

const addressText = (a: {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
}) => [a.line1, a.line2, a.city, a.region, a.postal_code, a.country].filter(Boolean).join(', ');

/** How this shop's checkout (and an unpaid order's page) lets a shopper pay. */
export const shopPaymentMethods = (shop: ShopContext) =>
  offeredMethods(shop.settings.paymentGateway?.methods)
    // Paying online (the card gateways) comes with the store's package.
    .filter((method) => shop.features.includes('online_payments') || !ONLINE.includes(method))
    .map((method) => ({ method, label: PAYMENT_METHOD_LABELS[method] }));
const ONLINE: readonly string[] = ['test_card', 'stripe', 'razorpay'];

/** An order still waiting for its payment: the form to pay it, sent back with `state`'s problems. */
async function payFormOf(db: Db, shop: ShopContext, order: OrderRow, state: ShopFormState) {
  if (!awaitsPayment(order)) return null;
  return {
    action: `${shop.store.base}/order/${order.id}/${order.idempotencyKey}/pay`,
    problem: await lastRefusal(db, order),
    payment_methods: shopPaymentMethods(shop),
    attempt_key: randomUUID(),
    form: state,
  };
}

/**
 * One order of this store as its shopper sees it, found by `which` (its link's key, or the
 * signed-in customer); an unpaid one carries its pay form (`payState`: a refused try's problems).
 */
export async function orderPage(
  db: Db,
  shop: ShopContext,
  which: (o: typeof orders) => SQL | undefined,
  payState: ShopFormState = emptyForm(),
  status = 200,
): Promise<LoadResult | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(owned(orders, shop.store.id, which(orders)));
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const title = `Order ${displayNumber(order)}`;
  const couponItems = lines.reduce((n, l) => n + l.couponDiscount, 0);
  return {
    kind: 'page',
    status,
    page: {
      kind: 'order',
      data: {
        number: order.number,
        display_number: displayNumber(order),
        status: order.status,
        payment_status: order.paymentStatus,
        payment_method: order.paymentMethod,
        gift_card_paid: order.giftCardPaid,
        coupon: order.couponCode
          ? { code: order.couponCode, items: couponItems, delivery: order.couponDiscount - couponItems }
          : null,
        currency: order.currency,
        totals: { subtotal: order.subtotal, tax: order.tax, shipping: order.shipping, total: order.total },
        name: order.name,
        email: order.email,
        address: addressText(order.shippingAddress),
        created_on: order.createdAt.toISOString(),
        cancel_reason: order.status === 'cancelled' ? order.cancelReason : null,
        tracking_number: order.trackingNumber,
        bank_transfer_instructions:
          order.paymentMethod === 'bank_transfer' && order.paymentStatus === 'pending'
            ? (shop.settings.paymentGateway?.bank_transfer_instructions ?? null)
            : null,
        pay: await payFormOf(db, shop, order, payState),
        lines: lines.map((l) => ({
          name: l.name,
          sku: l.sku,
          quantity: l.quantity,
          addons: l.addons,
          measurements: l.measurements,
          subtotal: l.subtotal,
          discount_note: l.discountNote,
          coupon_discount: l.couponDiscount,
        })),
      },
    },
    seo: seoOf(shop, '/order', { title: `${title} | ${shop.store.name}`, description: title, noindex: true }),
  };
}

/**
 * The orders an account shows: those placed while signed in to it, and the guest orders of its
 * email once the email is confirmed (so signing up with someone's email shows nothing of theirs).
 */
export const ordersOfAccount = (o: typeof orders, customer: CustomerRow) =>
  customer.emailConfirmedAt
    ? eq(o.customerId, customer.id)
    : and(eq(o.customerId, customer.id), eq(o.placedSignedIn, true));

/** The newsletter state of an address in a store, or null when it is not on the list. */
async function subscriberStatus(db: Db, storeId: string, email: string) {
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.storeId, storeId), eq(newsletterSubscribers.email, email.toLowerCase())));
  return row?.status ?? null;
}

/** A signed-in customer's orders, newest first. */
export async function accountPage(db: Db, shop: ShopContext, customer: CustomerRow): Promise<LoadResult> {
  const rows = await db
    .select({
      number: orders.number,
      reference: orders.reference,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      createdAt: orders.createdAt,
      // A join, not a subquery: drizzle names a lone table's columns unqualified, and `id` inside
      // a subquery on order_lines would be the line's own id.
      items: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(owned(orders, shop.store.id, ordersOfAccount(orders, customer)))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt))
    .limit(100);
  const base = shop.store.base;
  return {
    kind: 'page',
    page: {
      kind: 'account',
      data: {
        name: customer.name,
        email: customer.email,
        orders: rows.map((r) => ({
          number: r.number,
          display_number: displayNumber(r),
          href: `${base}/account/orders/${r.number}`,
          status: r.status,
          total: r.total,
          currency: r.currency,
          created_on: r.createdAt.toISOString(),
          items: r.items,
        })),
        sign_out_action: `${base}/account/sign-out`,
        email_confirmed: customer.emailConfirmedAt !== null,
        confirm_action: `${base}/account/confirm-email`,
        newsletter: shop.features.includes('newsletter')
          ? {
              action: `${base}/newsletter`,
              status: await subscriberStatus(db, shop.store.id, customer.email),
            }
          : null,
      },
    },
    seo: seoOf(shop, '/account', {
      title: `Your account | ${shop.store.name}`,
      description: 'Your orders',
      noindex: true,
    }),
  };
}
