import { type ChosenAddon, lineKey } from './addons.js';
import type { GivenMeasurement } from './measurements.js';
import { taxLine } from './taxes.js';

/** What an order line costs, and the rate it is taxed at, in minor units. */
export interface PricedLine {
  unitPrice: number;
  quantity: number;
  /** Hundredths of a percent at the line's destination: 1800 is 18% (lineTaxRule). */
  taxRateBp: number;
  /** The rate a tax-inclusive price already holds; 0 when prices are entered before tax. */
  includedBp?: number;
  /** Minor units off the line before tax (an add-on bundle's saving). */
  discount?: number;
  /** The order's coupon's share of the line, off before tax (couponDiscount). */
  couponDiscount?: number;
}

export interface OrderTotals {
  /** Each line's amount before tax and its tax. */
  lines: { subtotal: number; tax: number }[];
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

/**
 * The server's totals of an order: the only totals that are ever charged. Each line is taxed
 * and rounded on its own (taxLine) so the lines of an invoice add up to its total; a
 * tax-inclusive price gives up the tax it holds first, so `subtotal` is always before tax.
 */
export function priceOrder(lines: PricedLine[], shipping: number): OrderTotals {
  const priced = lines.map((l) => {
    const amount = l.unitPrice * l.quantity - (l.discount ?? 0) - (l.couponDiscount ?? 0);
    const { net, tax } = taxLine(amount, { rateBp: l.taxRateBp, includedBp: l.includedBp ?? 0 });
    return { subtotal: net, tax };
  });
  const subtotal = priced.reduce((n, l) => n + l.subtotal, 0);
  const tax = priced.reduce((n, l) => n + l.tax, 0);
  return { lines: priced, subtotal, tax, shipping, total: subtotal + tax + shipping };
}

/**
 * A delivery choice's id as the checkout form sends it and the order keeps it: a store's
 * shipping or delivery method (its id), or one of the defaults a store that configured nothing
 * offers (standard, express, pickup). See shippingChoices in rules/shipping.ts.
 */
export type DeliveryMethod = string;

/** Quantities a cart line may hold: whole units, at least one, at most this many. */
export const MAX_LINE_QUANTITY = 999;
/** Distinct lines a cart may hold. */
export const MAX_CART_LINES = 50;

/** Where a quick order row's problem shows: `sku.3` or `quantity.3`, rows numbered from 1 as the form labels them. */
export const quickOrderField = (field: 'sku' | 'quantity', row: number) => `${field}.${row}`;

/** The cart with one more of a SKU: lines merge by SKU and add-ons (lineKey), and a quantity never passes the cap. */
export function addToCart(lines: readonly CartLine[], add: CartLine): { lines: CartLine[]; problem: string | null } {
  const key = lineKey(add);
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing && lines.length >= MAX_CART_LINES) {
    return { lines: [...lines], problem: `A cart holds ${MAX_CART_LINES} different items at most` };
  }
  const quantity = (existing?.quantity ?? 0) + add.quantity;
  if (quantity > MAX_LINE_QUANTITY) {
    return { lines: [...lines], problem: `${MAX_LINE_QUANTITY} of one item at most` };
  }
  const added: CartLine = {
    sku: add.sku,
    quantity,
    ...(add.addons?.length ? { addons: add.addons } : {}),
    ...(add.measurements?.length ? { measurements: add.measurements } : {}),
  };
  const next = existing ? lines.map((l) => (l === existing ? { ...l, quantity } : l)) : [...lines, added];
  return { lines: next, problem: null };
}

export interface CartLine {
  sku: string;
  quantity: number;
  /** Paid add-ons chosen with it (gift wrap, a monogram's text). */
  addons?: ChosenAddon[];
  /** A made-to-measure item's measurements, as the shopper gave them. */
  measurements?: GivenMeasurement[];
}

/** A cart with a way to reach its shopper that has not become an order in this long is abandoned. */
export const ABANDONED_CART_AFTER_MS = 60 * 60_000;
