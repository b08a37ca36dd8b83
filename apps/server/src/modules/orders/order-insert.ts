import { settleOrder } from '../settlement/settle-order.js';
import { eq } from 'drizzle-orm';
import {
  type CheckoutPaymentMethod,
  formatOrderNumber,
  type DeliveryMethod,
  type GivenMeasurement,
  type OrderedAddon,
  type OrderSource,
  giftCardCovers,
  type ShippingAddress,
  type TaxSetup,
  taxParts,
} from '@stallfront/shared';
import type { Tx } from '../../db/client.js';
import { type OrderRow, orderLines, orders, payments } from '../../db/schema/index.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { nextNumber } from '../../platform/store-counters.js';
import { keepOrderedFiles } from '../carts/addon-files.js';
import { type JudgedCoupon, recordCouponUse } from '../coupons/cart-coupon.js';
import { refreshCustomerStats } from '../customers/customer-stats.js';
import { type HeldGiftCard, spendGiftCard } from '../gift-cards/redeem.js';
import { priceWithTax } from '../taxes/tax-lines.js';
import { readStoreOptions } from '../store/settings.service.js';
import { type HeldLine, takeStock } from './stock.repo.js';

/** A line `lockLines` held, at the unit price the order charges (the product's, or a quote's). */
export interface PricedLine extends HeldLine {
  unitPrice: number;
  /** Minor units off the line before tax, and what it is (an add-on bundle's saving). */
  discount?: number;
  discountNote?: string | null;
  /** The order's coupon's share of the line, off before tax. */
  couponDiscount?: number;
  /** The add-ons as ordered; unitPrice includes their prices. */
  addons?: OrderedAddon[];
  measurements?: GivenMeasurement[];
}

export interface NewOrder {
  customerId: string | null;
  /** The customer was signed in (else the order joins their account once its email is confirmed). */
  placedSignedIn?: boolean;
  name: string;
  email: string;
  phone: string;
  address: ShippingAddress;
  deliveryMethod: DeliveryMethod;
  /** The delivery's name as charged (null: a default's, named by deliveryLabelOf). */
  deliveryLabel?: string | null;
  paymentMethod: CheckoutPaymentMethod;
  shippingFee: number;
  idempotencyKey: string;
  cartId: string | null;
  /** Where it came from (default the shop's checkout). */
  source?: OrderSource;
  /** A gift card locked by the caller (`lockGiftCard`): it pays first, the method takes the rest. */
  giftCard?: HeldGiftCard | null;
  /** The coupon judged under its lock (judgeCoupon): its shares are on the lines, its free shipping off shippingFee. */
  coupon?: JudgedCoupon | null;
  /** The store's tax classes and settings (taxSetupOf): each line is taxed at the delivery address. */
  taxSetup: TaxSetup;
  /** The shopper's note for the store, when its checkout takes notes. */
  note?: string;
}

/**
 * How an order starts: cash on delivery is live at once with the rest due; a card is charged
 * after the order is written; a gift card that covers everything makes it paid.
 */
export function startingPayment(method: CheckoutPaymentMethod, due: number) {
  if (due === 0) return { status: 'live', paymentStatus: 'paid', paymentMethod: 'gift_card' } as const;
  if (method === 'cod') return { status: 'live', paymentStatus: 'cod_due', paymentMethod: 'cod' } as const;
  // Bank transfer: live at once, awaiting the money until the merchant marks it paid (never released).
  if (method === 'bank_transfer')
    return { status: 'live', paymentStatus: 'pending', paymentMethod: 'bank_transfer' } as const;
  return { status: 'inactive', paymentStatus: 'pending', paymentMethod: method } as const;
}

/**
 * Writes an order every way one is made (the shop's checkout, a confirmed quote): the stock is
 * taken from the rows the caller locked, the order numbered and priced by the server, a gift
 * card's part posted from the card, and an order with nothing left to charge (cash on delivery,
 * or all paid by gift card) goes live at once with its live_order event; a card order stays
 * inactive until its payment is taken.
 */
export async function insertOrder(
  tx: Tx,
  store: { id: string; currency: string },
  lines: PricedLine[],
  order: NewOrder,
  now: Date,
): Promise<OrderRow> {
  const { totals, rules } = priceWithTax(
    order.taxSetup,
    lines.map((l) => ({ ...l, taxClassId: l.product.taxClassId })),
    order.address,
    order.shippingFee,
  );
  await takeStock(tx, store.id, lines);
  const due = totals.total - giftCardCovers(order.giftCard?.balance ?? 0, totals.total);
  const { status, paymentStatus, paymentMethod } = startingPayment(order.paymentMethod, due);
  const number = await nextNumber(tx, store.id, 'order_number');
  // Written in the store's format of the day (/setting/store): a later change does not renumber it.
  const reference = formatOrderNumber((await readStoreOptions(tx, store.id)).order_number, number);
  const [inserted] = await tx
    .insert(orders)
    .values({
      storeId: store.id,
      number,
      reference,
      status,
      paymentStatus,
      paymentMethod,
      deliveryMethod: order.deliveryMethod,
      deliveryLabel: order.deliveryLabel ?? null,
      customerId: order.customerId,
      placedSignedIn: order.placedSignedIn ?? false,
      email: order.email,
      name: order.name,
      phone: order.phone,
      shippingAddress: order.address,
      currency: store.currency,
      subtotal: totals.subtotal,
      tax: totals.tax,
      shipping: totals.shipping,
      total: totals.total,
      idempotencyKey: order.idempotencyKey,
      cartId: order.cartId,
      source: order.source ?? 'shop',
      couponCode: order.coupon?.found ? order.coupon.code : null,
      customerNote: order.note || null,
      couponDiscount: order.coupon?.found ? order.coupon.discount.total : 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const placed = inserted as OrderRow;
  await tx.insert(orderLines).values(
    lines.map((l, i) => ({
      storeId: store.id,
      orderId: placed.id,
      productId: l.product.id,
      vendorId: l.product.vendorId,
      sku: l.sellable.sku,
      name: l.sellable.name,
      optionValues: l.sellable.optionValues,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      taxRateBp: rules[i]?.rateBp ?? 0,
      taxParts: taxParts(totals.lines[i]?.tax ?? 0, rules[i]?.rateBp ?? 0, rules[i]?.split ?? 'tax'),
      hsnCode: rules[i]?.hsnCode ?? null,
      discount: l.discount ?? 0,
      discountNote: l.discountNote ?? null,
      couponDiscount: l.couponDiscount ?? 0,
      addons: l.addons ?? [],
      measurements: l.measurements ?? [],
      subtotal: totals.lines[i]?.subtotal ?? 0,
      tax: totals.lines[i]?.tax ?? 0,
    })),
  );
  await keepOrderedFiles(
    tx,
    store.id,
    lines.flatMap((l) => l.addons ?? []),
    now,
  );
  if (order.coupon) await recordCouponUse(tx, order.coupon, placed, now);
  const giftCardPaid = order.giftCard ? await spendGiftCard(tx, order.giftCard, placed, now) : 0;
  if (paymentMethod === 'cod' || paymentMethod === 'bank_transfer') {
    await tx.insert(payments).values({
      storeId: store.id,
      orderId: placed.id,
      provider: paymentMethod,
      status: paymentMethod === 'cod' ? 'cod_due' : 'pending',
      amount: due,
      currency: placed.currency,
      createdAt: now,
    });
  }
  if (status === 'live') {
    await recordEvent(tx, { storeId: store.id, type: 'live_order', payload: { order_id: placed.id } });
  }
  await refreshCustomerStats(tx, [placed.customerId]);
  if (paymentStatus === 'paid') await settleOrder(tx, store.id, placed.id, now);
  if (giftCardPaid === 0) return placed;
  const [updated] = await tx.update(orders).set({ giftCardPaid }).where(eq(orders.id, placed.id)).returning();
  return updated as OrderRow;
}
