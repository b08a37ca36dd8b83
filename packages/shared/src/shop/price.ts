import { currencyDigits, formatMoney } from '../rules/money.js';

/** A product card's price: one amount, or "From …" the lowest when variants cost differently. */
export function shopPriceText(price: number, priceMax: number | null, currency: string): string {
  const low = formatMoney(price, currency);
  return priceMax !== null && priceMax > price ? `From ${low}` : low;
}

/** The struck-through price beside a sale price; null when the product is not on sale. */
export function shopCompareText(price: number, compareAt: number | null, currency: string): string | null {
  return compareAt !== null && compareAt > price ? formatMoney(compareAt, currency) : null;
}

/** At this stock and below the buy box counts what is left ("Only 3 left"). */
export const LOW_STOCK = 5;

/** What the buy box says about stock. */
export function stockText(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock <= LOW_STOCK) return `Only ${stock} left`;
  return 'In stock';
}

/**
 * The stock as a shop page shows it: the count up to LOW_STOCK, and one more for "In stock".
 * A cached page changes only when this does (the products trigger of migration 0049 bands it
 * the same way), so a sale that leaves 40 of 41 does not redraw the page.
 */
export const shownStock = (stock: number): number => Math.max(0, Math.min(stock, LOW_STOCK + 1));

/** Preset amounts (whole units of the currency) as a form's choices: "500" labelled "₹500.00". */
export function presetAmounts(units: readonly number[], currency: string): { value: string; label: string }[] {
  return units.map((n) => ({ value: String(n), label: formatMoney(n * 10 ** currencyDigits(currency), currency) }));
}
