import { type DeliveryMethod, type PaymentMethod, priceOrder, type ShippingAddress } from '@stallfront/shared';
import type { Tx } from '../../db/client.js';
import { type OrderRow, orderLines, orders, payments } from '../../db/schema/index.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { nextNumber } from '../../platform/store-counters.js';
import { type HeldLine, takeStock } from './stock.repo.js';

/** A line `lockLines` held, at the unit price the order charges (the product's, or a quote's). */
export interface PricedLine extends HeldLine {
  unitPrice: number;
}

export interface NewOrder {
  customerId: string | null;
  name: string;
  email: string;
  phone: string;
  address: ShippingAddress;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  shippingFee: number;
  idempotencyKey: string;
  cartId: string | null;
}

/**
 * Writes an order every way one is made (the shop's checkout, a confirmed quote): the stock is
 * taken from the rows the caller locked, the order numbered and priced by the server, and a
 * cash-on-delivery order goes live at once with its payment row and live_order event; a card
 * order stays inactive until its payment is taken.
 */
export async function insertOrder(
  tx: Tx,
  store: { id: string; currency: string },
  lines: PricedLine[],
  order: NewOrder,
  now: Date,
): Promise<OrderRow> {
  const totals = priceOrder(
    lines.map((l) => ({ unitPrice: l.unitPrice, quantity: l.quantity, taxRateBp: l.product.taxRateBp })),
    order.shippingFee,
  );
  await takeStock(tx, store.id, lines);
  const cod = order.paymentMethod === 'cod';
  const [inserted] = await tx
    .insert(orders)
    .values({
      storeId: store.id,
      number: await nextNumber(tx, store.id, 'order_number'),
      status: cod ? 'live' : 'inactive',
      paymentStatus: cod ? 'cod_due' : 'pending',
      paymentMethod: order.paymentMethod,
      deliveryMethod: order.deliveryMethod,
      customerId: order.customerId,
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
      taxRateBp: l.product.taxRateBp,
      subtotal: totals.lines[i]?.subtotal ?? 0,
      tax: totals.lines[i]?.tax ?? 0,
    })),
  );
  if (cod) {
    await tx.insert(payments).values({
      storeId: store.id,
      orderId: placed.id,
      provider: 'cod',
      status: 'cod_due',
      amount: placed.total,
      currency: placed.currency,
      createdAt: now,
    });
    await recordEvent(tx, { storeId: store.id, type: 'live_order', payload: { order_id: placed.id } });
  }
  return placed;
}
