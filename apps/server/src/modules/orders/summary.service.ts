import type {
  CartView,
  DeliveryMethod,
  OrderTotals,
  DeliveryAddress,
  ShippingChoice,
  TaxPlace,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import type { CouponShopper } from '../coupons/cart-coupon.js';
import { type CartStore, viewCart } from '../carts/cart.service.js';
import { deliveryChoicesFor } from '../shipping/checkout-choices.js';
import { priceWithTax } from '../taxes/tax-lines.js';
import { taxSetupOf } from '../taxes/tax-setup.js';

export interface CheckoutSummary {
  cart: CartView;
  /** The choices for the address given, each with its fee; none: `deliveryProblem` says why. */
  delivery: ShippingChoice[];
  deliveryProblem: string | null;
  chosen: ShippingChoice | null;
  totals: OrderTotals;
}

/**
 * What the checkout page shows: the cart priced as `placeOrder` will price it (the same
 * rule, the same tax rates, the same coupon judged for the same shopper), so the total the
 * shopper agrees to is the total charged unless a price or the coupon's uses change in between.
 */
/**
 * Where the page taxes the cart: the address as far as it is typed; a blank state in the store's
 * own country is taken as the store's own, until the shopper says otherwise.
 */
const taxPlaceOf = (address: DeliveryAddress, home: TaxPlace): TaxPlace =>
  address.region.trim() === '' && address.country.toUpperCase() === home.country ? home : address;

export async function checkoutSummary(
  db: Db,
  store: CartStore & { features: readonly string[] },
  cartId: string | null,
  method: DeliveryMethod,
  address: DeliveryAddress,
  viewer?: { shopper: CouponShopper; now: Date },
): Promise<CheckoutSummary> {
  // The choices depend on the cart's value and weight, before its coupon (which may take the fee).
  const first = await viewCart(db, store, cartId, viewer && { ...viewer, shippingFee: 0 });
  const offer = await deliveryChoicesFor(db, store, first.lines, address);
  const chosen = offer.choices.find((o) => o.id === method) ?? offer.choices[0] ?? null;
  const fee = chosen?.fee ?? 0;
  // A free-shipping coupon takes the chosen fee: judged again with it.
  const cart =
    viewer && first.coupon?.free_shipping && fee > 0
      ? await viewCart(db, store, cartId, { ...viewer, shippingFee: fee })
      : first;
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
    taxPlaceOf(address, setup.home),
    fee - (cart.coupon?.shipping_discount ?? 0),
  );
  return { cart, delivery: offer.choices, deliveryProblem: offer.problem, chosen, totals };
}
