import {
  type CartView,
  type DeliveryMethod,
  type DeliveryOption,
  deliveryOptions,
  priceOrder,
  type OrderTotals,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type CartStore, viewCart } from '../carts/cart.service.js';

export interface CheckoutSummary {
  cart: CartView;
  delivery: DeliveryOption[];
  chosen: DeliveryOption;
  totals: OrderTotals;
}

/**
 * What the checkout page shows: the cart priced as `placeOrder` will price it (the same
 * rule, the same tax rates), so the total the shopper agrees to is the total charged
 * unless a price changes in between.
 */
export async function checkoutSummary(
  db: Db,
  store: CartStore & { features: readonly string[] },
  cartId: string | null,
  method: DeliveryMethod = 'standard',
): Promise<CheckoutSummary> {
  const cart = await viewCart(db, store, cartId);
  const delivery = deliveryOptions(store.currency, store.features);
  const chosen = delivery.find((o) => o.method === method) ?? (delivery[0] as DeliveryOption);
  const totals = priceOrder(
    cart.lines.map((l) => ({
      unitPrice: l.unit_price,
      quantity: l.quantity,
      taxRateBp: l.tax_rate_bp,
      discount: l.discount,
    })),
    chosen.fee,
  );
  return { cart, delivery, chosen, totals };
}
