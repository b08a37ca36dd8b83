import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, quickOrderField } from '../rules/checkout.js';
import { CHECKOUT_PAYMENT_METHODS } from '../rules/payments.js';
import { type CsvRowError, text, trimmed } from './common.js';
import { shopperContactInput } from './shopper.js';

export { ORDER_STATUSES, type OrderStatus } from '../rules/orders.js';
/** refund_due: a paid order was cancelled and the money is owed back to the shopper. */
/** Where an order came from: the shop's checkout, its quick order form, or a confirmed quote. */
export const ORDER_SOURCES = ['shop', 'quick_order', 'quote'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cod_due', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A SKU as a shopper's form names it: any case, trimmed; the cart keeps it upper-case. */
export const skuRef = z
  .string({ error: 'Choose an item' })
  .trim()
  .min(1, 'Choose an item')
  .max(40, 'No item has that SKU')
  .transform((s) => s.toUpperCase());

/** Form fields arrive as text: "2" is 2, "1.5" and "-1" are refused. */
export const quantityField = z.coerce
  .number({ error: 'Enter a quantity' })
  .int('Enter a whole number of items')
  .min(1, 'Enter at least 1')
  .max(MAX_LINE_QUANTITY, `${MAX_LINE_QUANTITY} of one item at most`);

const asList = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const isForm = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null;

/**
 * The product page's add-on inputs as the cart keeps them: `addon` repeats the ids of ticked
 * add-ons, `addon_<id>` holds a text add-on's text (left blank, not chosen), and
 * `addon_file_<id>` the id of the file the page's script uploaded for a file add-on.
 */
function addonsOfForm(body: Record<string, unknown>) {
  if (Array.isArray(body.addons)) return body.addons;
  const ticked = asList(body.addon).map((id) => ({ id }));
  const given = Object.entries(body).filter(
    (entry): entry is [string, string] =>
      entry[0].startsWith('addon_') && typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  const files = given
    .filter(([key]) => key.startsWith('addon_file_'))
    .map(([key, value]) => ({ id: key.slice('addon_file_'.length), file: value.trim() }));
  const written = given
    .filter(([key]) => !key.startsWith('addon_file_'))
    .map(([key, value]) => ({ id: key.slice('addon_'.length), text: value.trim() }));
  return [...ticked, ...written, ...files];
}

/** The buy form's measurement fields, as typed. */
const measurementFields = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => /^mm_\d+_\d+$/.test(key)));

const chosenAddon = z.object({
  id: z.uuid('No such option'),
  text: z.string().max(500, '500 characters at most').optional(),
  file: z.uuid('Choose the file again').optional(),
});

/** A SKU and its quantity: a quick order's row, a bundle's pick. */
const skuLine = z.object({ sku: skuRef, quantity: quantityField });

/** The product page's buy form: a SKU, its quantity and its add-ons. */
export const cartLineInput = z.preprocess(
  (body) =>
    isForm(body)
      ? { sku: body.sku, quantity: body.quantity, addons: addonsOfForm(body), mm: measurementFields(body) }
      : body,
  skuLine.extend({
    addons: z.array(chosenAddon).max(10, '10 options at most').default([]),
    /** A made-to-measure item's fields (`mm_<set>_<index>`): the cart reads them against the product's sets. */
    mm: z.record(z.string(), z.string().max(20, 'Enter a length like 38.5')).default({}),
  }),
);
export type CartLineInput = z.infer<typeof cartLineInput>;

/**
 * The cart's quantity form: setting a line to 0 removes it; `line` (its lineKey) names a line
 * with add-ons, else the SKU does. The stepper's − and + buttons send `step` (-1 or 1) with the
 * number shown, so they work as plain form buttons without script.
 */
export const cartQuantityInput = z
  .object({
    line: z.string().max(2000).optional(),
    sku: skuRef,
    // An emptied field is not 0: removing is the Remove button's (or a typed 0).
    quantity: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ error: 'Enter a quantity' })
        .int('Enter a whole number of items')
        .min(0, 'Enter 0 or more')
        .max(MAX_LINE_QUANTITY, `${MAX_LINE_QUANTITY} of one item at most`),
    ),
    step: z.enum(['-1', '1'], { error: 'Use the − or + button' }).optional(),
  })
  .transform(({ step, quantity, ...line }, ctx) => {
    const wanted = Math.max(0, quantity + Number(step ?? 0));
    if (wanted > MAX_LINE_QUANTITY) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: `${MAX_LINE_QUANTITY} of one item at most` });
    }
    return { ...line, quantity: wanted };
  });

export const shippingAddress = z.object({
  line1: trimmed(200, 1, 'Enter the street address'),
  line2: text(200).default(''),
  city: trimmed(100, 1, 'Enter the city'),
  region: text(100).default(''),
  postal_code: trimmed(20, 1, 'Enter the postal code'),
  country: trimmed(2, 2, 'Choose the country').transform((c) => c.toUpperCase()),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/**
 * What the checkout form sends. `expected_subtotal` is the total the shopper saw: the server
 * prices the order itself and refuses when they differ, so a changed price or a tampered
 * form never charges an amount nobody agreed to.
 */
export const checkoutInput = shopperContactInput
  .extend({
    address: shippingAddress,
    /** The chosen delivery's id, one of those offered for the address (shippingChoices). */
    delivery_method: text(60, { min: 1, required: 'Choose a delivery method' }),
    payment_method: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Choose how to pay' }),
    card_number: text(30).default(''),
    /** A gift card of the store pays first; the chosen method takes what is left. */
    gift_card_code: text(40).default(''),
    /** A note for the store, kept when the store takes notes (/setting/store). */
    note: text(500, { lines: true }).default(''),
    expected_subtotal: z.coerce.number().int().nonnegative(),
    idempotency_key: z.uuid({ error: 'Reload the checkout page and try again' }),
  })
  // With a gift card the server decides: a card number is needed only when something is left to pay.
  .refine((c) => c.payment_method !== 'test_card' || c.card_number !== '' || c.gift_card_code !== '', {
    path: ['card_number'],
    message: 'Enter the card number',
  });
export type CheckoutInput = z.infer<typeof checkoutInput>;

/**
 * Paying an order again after a declined card: each try of the form carries a fresh
 * `attempt_key`, so a resent try is answered by its first outcome, never charged twice.
 */
export const orderPayInput = z
  .object({
    payment_method: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Choose how to pay' }),
    card_number: text(30).default(''),
    attempt_key: z.uuid({ error: 'Reload the order page and try again' }),
  })
  .refine((p) => p.payment_method !== 'test_card' || p.card_number !== '', {
    path: ['card_number'],
    message: 'Enter the card number',
  });
export type OrderPayInput = z.infer<typeof orderPayInput>;

/**
 * Many SKUs at once, as repeated `sku` and `quantity` fields (the quick order form's rows, an
 * add-on offer's picks). Rows left blank are skipped; a row with a SKU and no quantity means one.
 */
const skuRows = (none: string) =>
  z
    .object({ sku: z.unknown(), quantity: z.unknown().optional() })
    .transform(({ sku, quantity }) => {
      const quantities = asList(quantity);
      return asList(sku)
        .map((s, i) => ({
          sku: s,
          quantity: quantities[i] === '' || quantities[i] === undefined ? '1' : quantities[i],
        }))
        .filter((row) => typeof row.sku === 'string' && row.sku.trim() !== '');
    })
    .pipe(z.array(skuLine).min(1, none).max(MAX_CART_LINES, `${MAX_CART_LINES} rows at most`));

/** Every field of a quick order a problem may be shown beside. */
export const QUICK_ORDER_FIELDS = Array.from({ length: MAX_CART_LINES }, (_, i) => [
  quickOrderField('sku', i + 1),
  quickOrderField('quantity', i + 1),
]).flat();

/**
 * The quick order form's rows (repeated `sku` and `quantity` fields), each keeping its place in
 * the form (`row`, from 1), so a problem is told beside the row that has it. Blank rows are
 * skipped; a SKU without a quantity means one. A row that cannot be read (a quantity of 1.5, a
 * quantity without a SKU) is one of `problems`, not a refusal of the form: the shop checks the
 * other rows' SKUs too and tells every problem at once.
 */
export const quickOrderInput = z
  .object({ sku: z.unknown(), quantity: z.unknown().optional() })
  .transform(({ sku, quantity }, ctx) => {
    const typed = (list: unknown[], i: number) => {
      const value = list[i];
      return typeof value === 'string' ? value.trim() : '';
    };
    const skus = asList(sku);
    const quantities = asList(quantity);
    const rows: (z.output<typeof skuLine> & { row: number })[] = [];
    const problems: CsvRowError[] = [];
    for (let i = 0; i < Math.max(skus.length, quantities.length); i++) {
      const row = i + 1;
      if (typed(skus, i) === '') {
        if (typed(quantities, i) !== '') {
          problems.push({ row, column: 'sku', message: 'Enter the SKU, or clear the quantity' });
        }
        continue;
      }
      const line = skuLine.safeParse({ sku: typed(skus, i), quantity: typed(quantities, i) || '1' });
      if (line.success) rows.push({ row, ...line.data });
      else {
        const [issue] = line.error.issues;
        problems.push({ row, column: issue?.path[0] === 'sku' ? 'sku' : 'quantity', message: issue?.message ?? '' });
      }
    }
    if (problems.length === 0 && rows.length === 0) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Enter at least one SKU' });
    }
    if (rows.length + problems.length > MAX_CART_LINES) {
      ctx.addIssue({ code: 'custom', path: [], message: `${MAX_CART_LINES} rows at most` });
    }
    return { rows, problems };
  });
export type QuickOrderRow = z.output<typeof quickOrderInput>['rows'][number];
/** What a shopper ticked in an add-on offer ("frequently bought together"): one of each. */
export const bundleInput = skuRows('Choose at least one item');
