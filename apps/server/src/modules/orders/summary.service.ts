import {
  type CartView,
  type DeliveryMethod,
  type DeliveryOption,
  deliveryOptions,
  type OrderTotals,
  type TaxPlace,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import type { CouponShopper } from '../coupons/cart-coupon.js';
import { type CartStore, viewCart } from '../carts/cart.service.js';
import { priceWithTax } from '../taxes/tax-lines.js';
import { taxSetupOf } from '../taxes/tax-setup.js';

export interface CheckoutSummary {
  cart: CartView;
  delivery: DeliveryOption[];
  chosen: DeliveryOption;
  totals: OrderTotals;
}

/**
 * What the checkout page shows: the cart priced as `placeOrder` will price it (the same
 * rule, the same tax rates, the same coupon judged for the same shopper), so the total the
 * shopper agrees to is the total charged unless a price or the coupon's uses change in between.
 */
export async function checkoutSummary(
  db: Db,
  store: CartStore & { features: readonly string[] },
  cartId: string | null,
  method: DeliveryMethod = 'standard',
  viewer?: { shopper: CouponShopper; now: Date },
  /** Where it goes, when the shopper has said: tax is charged at its rate; the store's own place until then. */
  destination?: TaxPlace,
): Promise<CheckoutSummary> {
  const delivery = deliveryOptions(store.currency, store.features);
  const chosen = delivery.find((o) => o.method === method) ?? (delivery[0] as DeliveryOption);
  const cart = await viewCart(db, store, cartId, viewer && { ...viewer, shippingFee: chosen.fee });
  const setup = await taxSetupOf(db, store.id);
  const { totals } = priceWithTax(
    setup,
    cart.lines.map((l) => ({
      unitPrice: l.unit_price,
      quantity: l.quantity,
      discount: l.discount,
      couponDiscount: l.coupon_discount,
      taxClassId: l.tax_class_id,
    })),
    destination ?? setup.home,
    chosen.fee - (cart.coupon?.shipping_discount ?? 0),
  );
  return { cart, delivery, chosen, totals };
}
