import { eq } from 'drizzle-orm';
import {
  type CheckoutInput,
  formatMoney,
  giftCardCovers,
  measurementProblem,
  priceCartLines,
  type ShippingAddress,
  type TaxSetup,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { carts, type OrderRow, orders } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { lockOpenCart } from '../carts/cart.repo.js';
import { cartExtrasOf, couponLinesOf } from '../carts/cart.service.js';
import { judgeCoupon } from '../coupons/cart-coupon.js';
import { customerFor } from '../customers/guest.js';
import { lockGiftCard } from '../gift-cards/redeem.js';
import { providerFor } from '../payments/providers.js';
import { priceWithTax } from '../taxes/tax-lines.js';
import { taxSetupOf } from '../taxes/tax-setup.js';
import { insertOrder } from './order-insert.js';
import { chargeOrder, type PaymentTry } from './order-payment.js';
import { lockLines } from './stock.repo.js';
import { choicesFor } from '../shipping/checkout-choices.js';

export interface CheckoutStore {
  id: string;
  currency: string;
  features: readonly string[];
}

export type PlacedOrder = PaymentTry;

/**
 * Turns a cart into an order: the products are locked, the stock taken and the order written
 * in one transaction, priced by the server alone; then the card is charged (`chargeOrder`)
 * and the order goes live, or waits for another try, holding its stock until it is paid or
 * released (`releaseUnpaidOrders`).
 * The same idempotency key always answers the same order.
 */
export async function placeOrder(
  db: Db,
  store: CheckoutStore,
  cartId: string | null,
  input: CheckoutInput,
  customerId: string | null,
  now: Date,
): Promise<PlacedOrder> {
  // With a gift card and no card number, whether a card is needed is known once the order is priced.
  const refusal = cardRefusal(input);
  if (refusal && (input.card_number !== '' || input.gift_card_code === '')) throw badRequest(refusal);

  const earlier = await orderByKey(db, store.id, input.idempotency_key);
  if (earlier) return { order: earlier, paymentProblem: null };
  let order: OrderRow;
  try {
    order = await db.transaction((tx) => writeOrder(tx, store, cartId, input, customerId, now));
  } catch (error) {
    // A second submit of the same form that raced the first: answer the first's order.
    const first = await orderByKey(db, store.id, input.idempotency_key);
    if (first && (isUniqueViolation(error) || isEmptyCart(error))) return { order: first, paymentProblem: null };
    throw error;
  }
  // Live already (cash, bank transfer, a gift card), or paid on a provider's page the shop redirects to.
  if (order.status === 'live' || input.payment_method !== 'test_card') return { order, paymentProblem: null };
  return chargeOrder(db, order, input.card_number, input.idempotency_key, now);
}

const cardRefusal = (input: CheckoutInput) => providerFor(input.payment_method).check(input.card_number);

const EMPTY_CART = 'Your cart is empty.';
const isEmptyCart = (error: unknown) => error instanceof Error && error.message === EMPTY_CART;

async function writeOrder(
  tx: Tx,
  store: CheckoutStore,
  cartId: string | null,
  input: CheckoutInput,
  signedIn: string | null,
  now: Date,
): Promise<OrderRow> {
  const cart = await lockOpenCart(tx, store.id, cartId);
  if (!cart || cart.lines.length === 0) throw conflict(EMPTY_CART);
  const held = await lockLines(tx, store.id, cart.lines);
  // lockLines answers a held line for each cart line, in the cart's order.
  const extras = await cartExtrasOf(
    tx,
    store,
    held.map((h) => h.product.id),
  );
  const pricing = priceCartLines(
    held.map((h, i) => ({
      productId: h.product.id,
      quantity: h.quantity,
      price: h.sellable.price,
      addons: cart.lines[i]?.addons,
    })),
    extras.offers,
    extras.addons,
  );
  const refused = held.flatMap((h, i) => {
    const problem =
      pricing[i]?.addonProblem ??
      measurementProblem(cart.lines[i]?.measurements ?? [], h.product.customModel?.mm_sets ?? []);
    return problem ? [`${h.sellable.name}: ${problem}`] : [];
  });
  if (refused.length) throw conflict(`${refused.join('. ')}.`);
  const bundled = held.map((h, i) => {
    const { unitPrice, addons, saving } = pricing[i] as (typeof pricing)[number];
    const measurements = cart.lines[i]?.measurements ?? [];
    return { ...h, unitPrice, addons, measurements, discount: saving.discount, discountNote: saving.note };
  });
  // The delivery chosen must be offered for this cart (its value before the coupon, its weight) and address.
  const offer = await choicesFor(
    tx,
    store,
    {
      subtotal: bundled.reduce((n, b) => n + b.unitPrice * b.quantity - b.discount, 0),
      lines: bundled.map((b) => ({ quantity: b.quantity, weight: b.product.weight })),
    },
    { country: input.address.country, region: input.address.region, postcode: input.address.postal_code },
  );
  const delivery = offer.choices.find((o) => o.id === input.delivery_method);
  if (!delivery) {
    throw badRequest(
      `delivery_method: ${offer.problem ?? 'This delivery is not offered for your address: choose another.'}`,
    );
  }
  const shippingFee = delivery.fee;
  // Locked after the products, so every checkout takes its locks in the same order.
  const coupon =
    cart.couponCode && store.features.includes('coupon_codes')
      ? await judgeCoupon(
          tx,
          {
            storeId: store.id,
            currency: store.currency,
            lines: couponLinesOf(
              bundled.map((b) => ({ unit_price: b.unitPrice, quantity: b.quantity, discount: b.discount })),
              (i) => bundled[i]?.product,
            ),
            shippingFee,
          },
          cart.couponCode,
          { customerId: signedIn, email: input.email },
          now,
          { lock: true },
        )
      : null;
  if (coupon?.problem) {
    throw conflict(`${coupon.code}: ${coupon.problem} Remove the code from your cart to order without it.`);
  }
  const priced = bundled.map((b, i) => ({ ...b, couponDiscount: coupon?.discount.lines[i] ?? 0 }));
  const shipping = shippingFee - (coupon?.discount.shipping ?? 0);
  const taxSetup = await taxSetupOf(tx, store.id);
  const { totals } = priceWithTax(
    taxSetup,
    priced.map((p) => ({ ...p, taxClassId: p.product.taxClassId })),
    input.address,
    shipping,
  );
  if (totals.subtotal + totals.tax !== input.expected_subtotal) {
    throw conflict(
      `expected_subtotal: ${changeReason(taxSetup, input.address)}; your items now come to ${formatMoney(totals.subtotal + totals.tax, store.currency)} with tax. Check your order and place it again.`,
    );
  }
  // Locked after the products and the coupon, so every checkout takes its locks in the same order.
  const giftCard = input.gift_card_code
    ? await lockGiftCard(tx, store.id, input.gift_card_code, store.currency, now)
    : null;
  if (totals.total > giftCardCovers(giftCard?.balance ?? 0, totals.total)) {
    const refusal = cardRefusal(input);
    if (refusal) throw badRequest(refusal);
  }
  const placed = await insertOrder(
    tx,
    store,
    priced,
    {
      customerId: await customerFor(tx, store.id, signedIn, input),
      placedSignedIn: signedIn !== null,
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      deliveryMethod: delivery.id,
      deliveryLabel: delivery.label,
      paymentMethod: input.payment_method,
      shippingFee: shipping,
      idempotencyKey: input.idempotency_key,
      cartId: cart.id,
      source: cart.quickOrder ? 'quick_order' : 'shop',
      giftCard,
      coupon,
      taxSetup,
      note: input.note,
    },
    now,
  );
  await tx
    .update(carts)
    .set({ orderedAt: now, email: input.email, customerId: placed.customerId })
    .where(eq(carts.id, cart.id));
  return placed;
}

/** Why the items' total is not what the checkout page showed: the tax of another place, or changed prices. */
function changeReason(setup: TaxSetup, address: ShippingAddress): string {
  const home =
    setup.home.country === address.country && setup.home.region.toLowerCase() === address.region.trim().toLowerCase();
  return home
    ? 'prices changed since you opened checkout'
    : `tax is charged at the rate of ${address.region || address.country}`;
}

async function orderByKey(db: Db, storeId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(owned(orders, storeId, eq(orders.idempotencyKey, key)));
  return row ?? null;
}
