import { z } from 'zod';
import { MEASUREMENT_UNITS } from '../catalog/store.js';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';

/** A cart line as the shop shows it: read from the product now, never from the cart row. */
/** A shopper's file for a file add-on: the console downloads it by id (ORDER_CALLS.addonFile). */
export const addonFileRef = z.object({ id: z.string(), name: z.string() });
/** An add-on as a line carries it: its name, its price now, and the shopper's text or file. */
export const lineAddon = z.object({
  name: z.string(),
  price: z.number().int(),
  text: z.string().optional(),
  file: addonFileRef.optional(),
});
/** A made-to-measure line's measurement, as the shopper gave it. */
export const lineMeasurement = z.object({
  set: z.string(),
  name: z.string(),
  value: z.number(),
  unit: z.enum(MEASUREMENT_UNITS),
});

/** A line's picture: the variant's or the product's first, its alt text (the item's name when it has none), and a srcset when the media store keeps sizes of it. */
export const lineImage = z.object({ url: z.string(), alt: z.string(), srcset: z.string().nullable() });

export const cartViewLine = z.object({
  /** lineKey: what the cart's quantity form names the line by. */
  key: z.string(),
  sku: z.string(),
  name: z.string(),
  product_slug: z.string().nullable(),
  image: lineImage.nullable(),
  quantity: z.number().int(),
  /** The item's price with its add-ons'. */
  unit_price: z.number().int(),
  addons: z.array(lineAddon),
  measurements: z.array(lineMeasurement),
  /** Minor units off the line: an add-on bought with the product that offers it. */
  discount: z.number().int(),
  /** What the discount is, in the shopper's words ("Bundle: 10% off"), or null. */
  discount_note: z.string().nullable(),
  /** After the discount, before tax and before the coupon. */
  line_total: z.number().int(),
  /** The cart's coupon's share of the line (0 without one). */
  coupon_discount: z.number().int(),
  /** The product's tax class: the checkout taxes the line at its rate for the delivery address. */
  tax_class_id: z.string().nullable(),
  /** Why the line cannot be bought as it is (sold out, fewer left, no longer sold), or null. */
  problem: z.string().nullable(),
});
export type CartViewLine = z.infer<typeof cartViewLine>;

/** The code a shopper applied, as the cart and checkout show it: what it takes off, or why it does not apply. */
export const cartCoupon = z.object({
  code: z.string(),
  /** "10% off", "Free shipping". */
  words: z.string(),
  /** Minor units off the items. */
  discount: z.number().int(),
  /** Minor units off the delivery fee (free shipping, once a delivery method is chosen). */
  shipping_discount: z.number().int(),
  free_shipping: z.boolean(),
  problem: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof cartCoupon>;

export const cartView = z.object({
  id: z.string().nullable(),
  kind: z.enum(['order', 'quote']),
  currency: z.string(),
  lines: z.array(cartViewLine),
  item_count: z.number().int(),
  /** The lines' totals, before the coupon. */
  subtotal: z.number().int(),
  coupon: cartCoupon.nullable(),
  /** Every line can be bought as it is. */
  ready: z.boolean(),
});
export type CartView = z.infer<typeof cartView>;

export const ABANDONED_AUDIENCES = ['customer', 'guest'] as const;
export type AbandonedAudience = (typeof ABANDONED_AUDIENCES)[number];
export const RECOVERY_STATES = ['open', 'recovered'] as const;

/** A cart (or quote list) left unordered, as the abandoned lists show it. */
export const abandonedCartItem = z.object({
  _id: z.string(),
  email: z.string().nullable(),
  customer_name: z.string().nullable(),
  currency: z.string(),
  item_count: z.number().int(),
  /** The lines at today's prices, in minor units: what a reminder would bring back. */
  value: z.number().int(),
  /** The first few item names, for a glance. */
  items: z.array(z.string()),
  abandoned_on: isoDate,
  /** Set once the cart became an order (or the quote list a quote request). */
  recovered_on: isoDate.nullable(),
  reminded_on: isoDate.nullable(),
  reminders: z.number().int(),
});
export type AbandonedCartItem = z.infer<typeof abandonedCartItem>;

const abandonedFilters = {
  audience: z.enum(ABANDONED_AUDIENCES, { error: 'must be customer or guest' }),
  recovery: z.enum(RECOVERY_STATES).optional(),
};
export const abandonedListBody = listQuery(['abandoned'] as const).extend(abandonedFilters);
export type AbandonedListBody = z.input<typeof abandonedListBody>;
export const abandonedListResponse = okPage(abandonedCartItem);
export const abandonedCountQuery = z.object({ search: text(100).optional(), ...abandonedFilters });
export const abandonedRemindBody = z.object({
  ids: z.array(z.uuid()).min(1, 'select at least one cart').max(100, '100 carts at a time at most'),
});
