import { type CheckoutPaymentMethod, isHosted } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { GatewayConfig } from '../payments/gateway.service.js';
import { startHostedPayment } from '../payments/hosted.js';
import { awaitsPayment } from '../orders/order-payment.js';
import type { ShopContext } from './shop-store.js';

/**
 * Where to send the shopper for a hosted method (Stripe, Razorpay): the provider's page, which
 * sends them back to the order's own page; null for other methods, an order that no longer
 * waits, or a provider that refused (the order's page then shows why).
 */
export async function hostedRedirect(
  db: Db,
  gc: GatewayConfig,
  shop: ShopContext,
  order: OrderRow,
  /** The order's own page in this shop (orderHref). */
  page: string,
  method: CheckoutPaymentMethod,
  attemptKey: string,
  now: Date,
): Promise<string | null> {
  if (!isHosted(method) || !awaitsPayment(order)) return null;
  const returnUrl = `${shop.canonicalBase}${page.slice(shop.store.base.length)}`;
  const started = await startHostedPayment(db, gc, order, method, returnUrl, attemptKey, now);
  return started.redirectUrl;
}
