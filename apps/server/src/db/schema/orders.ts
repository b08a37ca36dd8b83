import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CartLine,
  GivenMeasurement,
  OrderedAddon,
  OrderStage,
  DeliveryMethod,
  OrderSource,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ShippingAddress,
  TaxPart,
} from '@stallfront/shared';
import { storeRef } from './columns.js';
import { customers } from './customers.js';
import { products } from './products.js';
import { branches, vendors } from './users.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Minor units of the order's currency. */
const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * A shopper's cart, named by a cookie. It holds SKUs and quantities only: prices and stock
 * are read when the cart is shown and again when the order is placed.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    kind: text('kind').$type<'order' | 'quote'>().notNull().default('order'),
    lines: jsonb('lines').$type<CartLine[]>().notNull().default([]),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Given at checkout; with it (or a customer) an unordered cart can count as abandoned. */
    email: text('email'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    /** Lines came from the quick order form: the order it becomes is a quick order. */
    quickOrder: boolean('quick_order').notNull().default(false),
    /** The last reminder mail sent for the abandoned cart, and how many were sent. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminders: integer('reminders').notNull().default(0),
    /** The coupon code the shopper applied (normalised); checked again at checkout. */
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_store_updated_idx').on(t.storeId, t.updatedAt),
    // The abandoned lists: a store's abandoned carts, newest first.
    index('carts_store_abandoned_idx').on(t.storeId, t.abandonedAt, t.id).where(sql`${t.abandonedAt} is not null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** The store's own order number, counted from 1001. */
    number: integer('number').notNull(),
    /** The number as the store wrote it when the order was placed ("UT-01042"); null before the format existed. */
    reference: text('reference'),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** The delivery choice's id: a shipping or delivery method's, or standard, express, pickup (the defaults). */
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    /** The choice as it was named when charged; null on orders older than the shipping settings (deliveryLabelOf). */
    deliveryLabel: text('delivery_label'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Placed while signed in: the account shows it at once (a guest's only once the email is confirmed). */
    placedSignedIn: boolean('placed_signed_in').notNull().default(false),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    currency: text('currency').notNull(),
    subtotal: money('subtotal'),
    tax: money('tax'),
    shipping: money('shipping'),
    total: money('total'),
    /** What a gift card paid of the total (its ledger posting is to `order:{id}`); the payment method takes the rest. */
    giftCardPaid: bigint('gift_card_paid', { mode: 'number' }).notNull().default(0),
    /** The coupon code it was placed with, and what it took off the items and the delivery. */
    couponCode: text('coupon_code'),
    /** The shopper's note for the store, when its checkout takes notes. */
    customerNote: text('customer_note'),
    couponDiscount: bigint('coupon_discount', { mode: 'number' }).notNull().default(0),
    /** Where the order came from: the checkout, the quick order form, or a confirmed quote. */
    source: text('source').$type<OrderSource>().notNull().default('shop'),
    /** The checkout form's key: a second submit of the same form finds this order. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** Fulfilment of a live order (rules/orders.ts); delivered is the status. */
    stage: text('stage').$type<OrderStage>().notNull().default('placed'),
    /** Raised by every console action: an action names the version it saw, a stale one is refused. */
    version: integer('version').notNull().default(1),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    /** The branch that fulfils the order, when the store has branches and one was chosen. */
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** Set by the first delivery of the order's confirmation mail; a repeated event sends none. */
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    /** Set by the first delivery of the order's shipped mail (with its tracking number). */
    shippedMailedAt: timestamp('shipped_mailed_at', { withTimezone: true }),
    /** The invoice's own number ("INV/2026-27/0001"), given when the invoice is first printed and never again. */
    invoiceNumber: text('invoice_number'),
    /** When the invoice number was given: the invoice's date. */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_store_number_key').on(t.storeId, t.number),
    uniqueIndex('orders_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    // An invoice number is never given twice in a store, whatever code writes it.
    uniqueIndex('orders_store_invoice_number_key').on(t.storeId, t.invoiceNumber),
    index('orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt),
    // The quick orders list: few of a store's orders, newest first.
    index('orders_store_quick_created_idx').on(t.storeId, t.createdAt, t.id).where(sql`${t.source} = 'quick_order'`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The console's order lists: one index per sort within a status, and prefix searches.
    index('orders_store_status_total_idx').on(t.storeId, t.status, t.total, t.id),
    index('orders_store_status_number_idx').on(t.storeId, t.status, t.number),
    index('orders_store_email_idx').on(t.storeId, sql`lower(email) text_pattern_ops`),
    index('orders_store_name_idx').on(t.storeId, sql`lower(name) text_pattern_ops`),
    index('orders_store_phone_idx').on(t.storeId, sql`phone text_pattern_ops`),
    index('orders_store_branch_idx').on(t.storeId, t.branchId),
  ],
);

/** What was bought, as it was when bought: name, SKU and prices are copied, not joined. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** A multi-vendor store's vendor of the line, so settlement can split the order. */
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    optionValues: text('option_values').array().notNull().default(sql`'{}'::text[]`),
    unitPrice: money('unit_price'),
    quantity: integer('quantity').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** Taken off before tax: an add-on bought with the product that offers it (bundleSavings). */
    discount: money('discount').default(0),
    discountNote: text('discount_note'),
    /** The order's coupon's share of this line, off before tax (subtotal is after it). */
    couponDiscount: bigint('coupon_discount', { mode: 'number' }).notNull().default(0),
    /** The add-ons as ordered (name, price, text); unitPrice includes their prices. */
    addons: jsonb('addons').$type<OrderedAddon[]>().notNull().default([]),
    /** A made-to-measure item's measurements, as the shopper gave them. */
    measurements: jsonb('measurements').$type<GivenMeasurement[]>().notNull().default([]),
    subtotal: money('subtotal'),
    tax: money('tax'),
    /** The tax as the invoice prints it: CGST and SGST, IGST, or one rate (taxParts). */
    taxParts: jsonb('tax_parts').$type<TaxPart[]>().notNull().default([]),
    /** The HSN or SAC code of the product's tax class when it was bought. */
    hsnCode: text('hsn_code'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_vendor_idx').on(t.storeId, t.vendorId)],
);

/** Every attempt to take payment for an order, whatever the provider answered. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amount: money('amount'),
    currency: text('currency').notNull(),
    /** The provider's id of the charge. */
    reference: text('reference'),
    message: text('message'),
    /**
     * The try's key (the checkout form's, then a new one per try of the order's pay form):
     * written pending before the charge, so a resent try finds it instead of charging again.
     */
    attemptKey: uuid('attempt_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_order_attempt_key').on(t.orderId, t.attemptKey),
  ],
);

/** Per-store counters (order numbers): one row, incremented under its row lock. */
export const storeCounters = pgTable(
  'store_counters',
  {
    storeId: storeRef(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.name] })],
);

export type CartRow = typeof carts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
