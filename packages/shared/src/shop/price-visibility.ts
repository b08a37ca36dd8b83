/**
 * A quote-based store may show its prices to signed-in buyers only (/setting/store-config).
 * The shop then draws every page for everyone else from data whose money fields are zeroed, so
 * no price reaches the HTML, an island's props or the cart's JSON, and the views say where the
 * prices are instead. JSON-LD loses its offers: a product without a price offers nothing to index.
 */

/** The money fields of the shop's page data (cards, product, variants, add-ons, cart lines and totals). */
const PRICE_FIELDS = new Set([
  'price',
  'price_max',
  'compare_at_price',
  'unit_price',
  'line_total',
  'subtotal',
  'discount',
  'coupon_discount',
  'total',
]);

/** A copy of `value` with every price zeroed (a null stays null) and every JSON-LD `offers` dropped. */
export function withoutPrices<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutPrices) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'offers') continue;
    copy[key] = PRICE_FIELDS.has(key) && typeof field === 'number' ? 0 : withoutPrices(field);
  }
  return copy as T;
}

/** Whether a visitor sees prices: always, unless the store keeps them for buyers signed in to its accounts. */
export const shopShowsPrices = (pricesForSignedInOnly: boolean, signedIn: boolean): boolean =>
  !pricesForSignedInOnly || signedIn;

/** Where a sign-in may return to: the shop's home, a catalog or a product page (`?next=/p/oak-chair`). */
export function shopReturnPath(next: unknown): string | null {
  if (next === 'checkout') return '/checkout';
  return typeof next === 'string' && /^\/(?:[cp]\/[A-Za-z0-9._~-]{1,200})?$/.test(next) ? next : null;
}
