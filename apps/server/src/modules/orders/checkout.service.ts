import { and, eq } from 'drizzle-orm';
import {
  type CheckoutInput,
  deliveryOptions,
  formatMoney,
  giftCardCovers,
  measurementProblem,
  priceCartLines,
  priceOrder,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { carts, type OrderRow, orderLines, orders, payments } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { owned } from '../../platform/store-scope.js';
import { lockOpenCart } from '../carts/cart.repo.js';
import { cartExtrasOf } from '../carts/cart.service.js';
import { customerFor } from '../customers/guest.js';
import { lockGiftCard, returnGiftCardPayments } from '../gift-cards/redeem.js';
import { providerFor } from '../payments/providers.js';
import { testGateway } from '../payments/test-gateway.js';
import { insertOrder } from './order-insert.js';
import { lockLines, returnStock } from './stock.repo.js';

export interface CheckoutStore {
  id: string;
  currency: string;
  features: readonly string[];
}

export interface PlacedOrder {
  order: OrderRow;
  /** Set when the payment failed: the order stays inactive and its stock is back on sale. */
  paymentProblem: string | null;
}

/**
 * Turns a cart into an order: the products are locked, the stock taken and the order written
 * in one transaction, priced by the server alone; then the payment is taken and the order
 * goes live (with its live_order event), or stays inactive, gives its stock back and
 * reopens the cart.
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
  const delivery = deliveryOptions(store.currency, store.features).find((o) => o.method === input.delivery_method);
  if (!delivery) throw badRequest('delivery_method: this shop does not offer that delivery method');

  const earlier = await orderByKey(db, store.id, input.idempotency_key);
  if (earlier) return { order: earlier, paymentProblem: null };
  let order: OrderRow;
  try {
    order = await db.transaction((tx) => writeOrder(tx, store, cartId, input, customerId, delivery.fee, now));
  } catch (error) {
    // A second submit of the same form that raced the first: answer the first's order.
    const first = await orderByKey(db, store.id, input.idempotency_key);
    if (first && (isUniqueViolation(error) || isEmptyCart(error))) return { order: first, paymentProblem: null };
    throw error;
  }
  if (order.status === 'live') return { order, paymentProblem: null };
  return takePayment(db, order, input.card_number, now);
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
  shippingFee: number,
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
  const priced = held.map((h, i) => {
    const { unitPrice, addons, saving } = pricing[i] as (typeof pricing)[number];
    const measurements = cart.lines[i]?.measurements ?? [];
    return { ...h, unitPrice, addons, measurements, discount: saving.discount, discountNote: saving.note };
  });
  const totals = priceOrder(
    priced.map((p) => ({ ...p, taxRateBp: p.product.taxRateBp })),
    shippingFee,
  );
  if (totals.subtotal + totals.tax !== input.expected_subtotal) {
    throw conflict(
      `expected_subtotal: prices changed since you opened checkout; your items now come to ${formatMoney(totals.subtotal + totals.tax, store.currency)} with tax. Check your order and place it again.`,
    );
  }
  // Locked after the products, so every checkout takes its locks in the same order.
  const giftCard = input.gift_card_code ? await lockGiftCard(tx, store.id, input.gift_card_code, store.currency) : null;
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
      deliveryMethod: input.delivery_method,
      paymentMethod: input.payment_method,
      shippingFee,
      idempotencyKey: input.idempotency_key,
      cartId: cart.id,
      source: cart.quickOrder ? 'quick_order' : 'shop',
      giftCard,
    },
    now,
  );
  await tx
    .update(carts)
    .set({ orderedAt: now, email: input.email, customerId: placed.customerId })
    .where(eq(carts.id, cart.id));
  return placed;
}

/** Charges the card for what a gift card left; a decline returns the stock, the gift card's part and the cart. */
async function takePayment(db: Db, order: OrderRow, card: string, now: Date): Promise<PlacedOrder> {
  const amount = order.total - order.giftCardPaid;
  const result = await testGateway.charge({
    description: `order ${order.number}`,
    amount,
    currency: order.currency,
    card,
  });
  return db.transaction(async (tx) => {
    await tx.insert(payments).values({
      storeId: order.storeId,
      orderId: order.id,
      provider: order.paymentMethod,
      status: result.status,
      amount,
      currency: order.currency,
      reference: result.reference,
      message: result.status === 'failed' ? result.message : null,
      createdAt: now,
    });
    const paid = result.status !== 'failed';
    const [updated] = await tx
      .update(orders)
      .set({
        status: paid ? 'live' : 'inactive',
        paymentStatus: result.status,
        giftCardPaid: paid ? order.giftCardPaid : 0,
        updatedAt: now,
      })
      .where(and(eq(orders.storeId, order.storeId), eq(orders.id, order.id)))
      .returning();
    if (paid) {
      await recordEvent(tx, { storeId: order.storeId, type: 'live_order', payload: { order_id: order.id } });
    } else {
      const lines = await tx
        .select({ sku: orderLines.sku, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      await returnStock(tx, order.storeId, lines);
      await returnGiftCardPayments(tx, order);
      // The shopper tries again from the same cart, with another card or cash on delivery.
      if (order.cartId) await tx.update(carts).set({ orderedAt: null }).where(eq(carts.id, order.cartId));
    }
    return { order: updated as OrderRow, paymentProblem: result.status === 'failed' ? result.message : null };
  });
}

async function orderByKey(db: Db, storeId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(owned(orders, storeId, eq(orders.idempotencyKey, key)));
  return row ?? null;
}
