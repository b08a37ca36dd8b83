import { z } from 'zod';
import { lineAddon, lineMeasurement } from './carts.js';
import {
  BULK_ORDER_ACTIONS,
  CANCEL_REASON_MAX,
  ORDER_ACTIONS,
  ORDER_NOTE_MAX,
  ORDER_STAGES,
  ORDER_STATUSES,
  TRACKING_NUMBER_MAX,
} from '../rules/orders.js';
import { PAYMENT_METHODS } from '../rules/payments.js';
import { isoDate, isoDay, okList, text } from './common.js';
import { idList, listQuery, okPage } from './list.js';
import { ORDER_SOURCES, PAYMENT_STATUSES, shippingAddress } from './orders.js';

/**
 * The filters of an order list, all text so the count's query string reads them as the list's
 * body does: the list's status (its path), a date range of placing (store days, inclusive),
 * payment, vendor and branch.
 */
export const orderFilters = z.object({
  /** The status lists always name theirs; the quick orders list shows every status unless filtered. */
  status: z.enum(ORDER_STATUSES, { error: 'must be live, inactive, delivered or cancelled' }).optional(),
  source: z.enum(ORDER_SOURCES, { error: 'must be shop, quick_order or quote' }).optional(),
  search: text(100).optional(),
  placed_from: isoDay.optional(),
  placed_to: isoDay.optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  vendor_id: z.uuid().optional(),
  branch_id: z.uuid().optional(),
});
export type OrderFilters = z.infer<typeof orderFilters>;

export const ORDER_SORTS = ['created', 'number', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const orderListBody = listQuery(ORDER_SORTS).extend(orderFilters.shape);
export type OrderListBody = z.input<typeof orderListBody>;

export const orderSummary = z.object({
  _id: z.string(),
  number: z.number().int(),
  /** The number as the store writes it: "UT-01042", or "#1042" (displayNumber). */
  display_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  stage: z.enum(ORDER_STAGES),
  source: z.enum(ORDER_SOURCES),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** The delivery choice's id, and its name as charged. */
  delivery_method: z.string(),
  delivery_label: z.string(),
  currency: z.string(),
  /** The order's total; for a vendor, its own lines with their tax. */
  total: z.number().int(),
  item_count: z.number().int(),
  created_on: isoDate,
});
export type OrderSummary = z.infer<typeof orderSummary>;
export const orderListResponse = okPage(orderSummary);

/** Most orders one find answers: a palette's or a hint's worth, never a list. */
export const ORDER_FIND_MAX = 20;

/**
 * Finding an order whatever its status (the command palette, a list's "in another list" hint):
 * the list's search, an order number ("1042" or "#1042") or the start of the customer's name,
 * email or phone. The order of that number comes first, then the newest.
 */
export const orderFindBody = z.object({
  search: text(100, { min: 1, required: 'Type an order number, or the start of a name, email or phone' }),
  limit: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(ORDER_FIND_MAX, `must be ${ORDER_FIND_MAX} or fewer`)
    .default(8),
});
export type OrderFindBody = z.input<typeof orderFindBody>;
export const orderFindResponse = okList(orderSummary);

export const orderLine = z.object({
  _id: z.string(),
  product_id: z.string().nullable(),
  vendor_id: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  option_values: z.array(z.string()),
  image: z.string().nullable(),
  /** With the add-ons' prices, which `addons` lists as they were ordered. */
  unit_price: z.number().int(),
  addons: z.array(lineAddon),
  measurements: z.array(lineMeasurement),
  quantity: z.number().int(),
  tax_rate_bp: z.number().int(),
  /** The HSN or SAC code of its tax class when bought (India). */
  hsn_code: z.string().nullable(),
  /** Taken off before tax (an add-on bundle's saving), with what it was; subtotal is after it. */
  discount: z.number().int(),
  discount_note: z.string().nullable(),
  /** The order's coupon's share of the line, off before tax; subtotal is after it too. */
  coupon_discount: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderPayment = z.object({
  _id: z.string(),
  provider: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string().nullable(),
  message: z.string().nullable(),
  created_on: isoDate,
});

export const orderEvent = z.object({
  _id: z.string(),
  action: z.enum([...ORDER_ACTIONS, 'placed']),
  by: z.string(),
  at: isoDate,
  from_status: z.enum(ORDER_STATUSES).nullable(),
  from_stage: z.enum(ORDER_STAGES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  to_stage: z.enum(ORDER_STAGES),
  detail: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** Tax per rate: what was taxed at it and the tax it came to. */
/** One tax of the order as the invoice sums it: "CGST" at 2.5% on what it taxed. */
export const taxSplit = z.object({
  name: z.string(),
  rate_bp: z.number(),
  taxable: z.number().int(),
  tax: z.number().int(),
});

/** An address as an answer carries it (the input schema's transforms cannot encode). */
export const addressView = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export const orderDetail = orderSummary.extend({
  version: z.number().int(),
  customer_id: z.string().nullable(),
  shipping_address: addressView,
  tracking_number: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The shopper's note for the store, left at checkout. */
  customer_note: z.string().nullable(),
  branch_id: z.string().nullable(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  shipping: z.number().int(),
  /** The coupon the order was placed with: what it took off the lines shown and off the delivery. */
  coupon: z.object({ code: z.string(), items: z.number().int(), delivery: z.number().int() }).nullable(),
  tax_split: z.array(taxSplit),
  lines: z.array(orderLine),
  payments: z.array(orderPayment),
  notes: z.array(orderEvent),
  timeline: z.array(orderEvent),
  /** What the caller may do to the order now, by the shared rule. */
  allowed_actions: z.array(z.enum(ORDER_ACTIONS)),
  /** A vendor sees its own lines only; the totals above are then the order's, the lines not all of it. */
  partial: z.boolean(),
  updated_on: isoDate,
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailResponse = z.object({ status: z.literal(true), data: orderDetail });
export const orderIdParams = z.object({ id: z.uuid({ error: 'is not an order id' }) });
/** A shopper's file on one of the order's lines (a file add-on's). */
export const orderFileParams = orderIdParams.extend({ file_id: z.uuid({ error: 'is not a file id' }) });

const trackingNumber = text(TRACKING_NUMBER_MAX, { min: 1, required: 'Enter the tracking number' });
const cancelReason = text(CANCEL_REASON_MAX, { min: 1, lines: true, required: 'Say why the order is cancelled' });

/** Which order, and the version the caller saw: a stale view gets a conflict, not a lost update. */
const target = {
  _id: z.uuid({ error: 'is not an order id' }),
  version: z.number({ error: 'send the version of the order you saw' }).int().min(1),
};

/** One action on one order, by its name. */
export const orderActionInput = z.discriminatedUnion(
  'action',
  [
    z.object({ ...target, action: z.literal('confirm') }),
    z.object({ ...target, action: z.literal('pack') }),
    z.object({ ...target, action: z.literal('ship'), tracking_number: trackingNumber }),
    z.object({
      ...target,
      action: z.literal('deliver'),
      /** A cash-on-delivery order's cash came with the delivery: it is marked paid in the same step (absent: not). */
      cash_received: z.boolean({ error: 'must be true or false' }).optional(),
    }),
    /** Cash on delivery received: the payment becomes paid (409 when it already is). */
    z.object({ ...target, action: z.literal('mark_paid') }),
    z.object({ ...target, action: z.literal('cancel'), reason: cancelReason }),
    z.object({ ...target, action: z.literal('edit_address'), address: shippingAddress }),
    z.object({
      ...target,
      action: z.literal('add_note'),
      note: text(ORDER_NOTE_MAX, { min: 1, lines: true, required: 'Write the note' }),
    }),
  ],
  { error: `must be one of ${ORDER_ACTIONS.join(', ')}` },
);
export type OrderActionInput = z.infer<typeof orderActionInput>;

/** One action over selected orders, each checked by the rule on its own. */
export const orderBulkBody = idList
  .extend({
    action: z.enum(BULK_ORDER_ACTIONS, { error: `must be one of ${BULK_ORDER_ACTIONS.join(', ')}` }),
    reason: cancelReason.optional(),
  })
  .refine((b) => b.action !== 'cancel' || b.reason, { path: ['reason'], message: 'Say why the orders are cancelled' });
export type OrderBulkBody = z.infer<typeof orderBulkBody>;

export const orderBulkResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  succeeded: z.array(z.object({ _id: z.string(), number: z.number().int() })),
  refused: z.array(z.object({ _id: z.string(), number: z.number().int().nullable(), message: z.string() })),
});
export type OrderBulkResponse = z.infer<typeof orderBulkResponse>;

/** Names for the filters' options: the store's vendors and branches. */
export const orderFeaturesResponse = z.object({
  status: z.literal(true),
  data: z.object({
    vendors: z.array(z.object({ _id: z.string(), name: z.string() })),
    branches: z.array(z.object({ _id: z.string(), name: z.string() })),
  }),
});
