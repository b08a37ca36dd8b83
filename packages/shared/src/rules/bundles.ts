/** An add-on offer as the cart prices it ("frequently bought together"). */
export interface BundleOffer {
  /** The products whose page offers it: attached to them, or to one of their catalogs. */
  offeredWith: readonly string[];
  /** The products it offers. */
  offered: readonly string[];
  /** Whole percent off each offered product bought with one of `offeredWith`; 0 offers it at full price. */
  discountPercent: number;
}

export interface BundleLine {
  productId: string;
  quantity: number;
  /** Minor units, before tax. */
  unitPrice: number;
}

export interface BundleSaving {
  /** Minor units off the line. */
  discount: number;
  /** The percent taken off each of `units`; 0 when the line saves nothing. */
  percent: number;
  units: number;
  /** The saving in the shopper's words ("Bundle: 10% off"), or null. */
  note: string | null;
}

export const NO_SAVING: BundleSaving = { discount: 0, percent: 0, units: 0, note: null };

/** A percent of a unit price, rounded half up to a whole minor unit. */
export const percentOf = (unitPrice: number, percent: number) => Math.floor((unitPrice * percent + 50) / 100);

/**
 * What each cart line saves as an add-on. An offered product bought with a product that offers
 * it has the best of those offers' discounts, on as many of its units as the cart holds of the
 * offering products (one discounted add-on per item bought with it, shared across the offered
 * product's variant lines in cart order). A product never discounts itself.
 */
export function bundleSavings(lines: readonly BundleLine[], offers: readonly BundleOffer[]): BundleSaving[] {
  const unitsOf = new Map<string, number>();
  for (const line of lines) unitsOf.set(line.productId, (unitsOf.get(line.productId) ?? 0) + line.quantity);
  const left = new Map<string, number>();
  const best = new Map<string, number>();
  for (const [productId] of unitsOf) {
    const applying = offers.filter(
      (o) =>
        o.discountPercent > 0 &&
        o.offered.includes(productId) &&
        o.offeredWith.some((m) => m !== productId && unitsOf.has(m)),
    );
    if (applying.length === 0) continue;
    const mains = new Set(applying.flatMap((o) => o.offeredWith.filter((m) => m !== productId)));
    left.set(
      productId,
      [...mains].reduce((n, m) => n + (unitsOf.get(m) ?? 0), 0),
    );
    best.set(productId, Math.max(...applying.map((o) => o.discountPercent)));
  }
  return lines.map((line) => {
    const percent = best.get(line.productId);
    const room = left.get(line.productId) ?? 0;
    if (!percent || room === 0) return NO_SAVING;
    const units = Math.min(line.quantity, room);
    left.set(line.productId, room - units);
    return {
      discount: units * percentOf(line.unitPrice, percent),
      percent,
      units,
      note: savingNote(percent, units, line.quantity),
    };
  });
}

/** How the shop and the order name a line's saving: "Bundle: 10% off", "Bundle: 10% off 1 of 3". */
function savingNote(percent: number, units: number, quantity: number): string {
  return `Bundle: ${percent}% off${units === quantity ? '' : ` ${units} of ${quantity}`}`;
}

/** A way to buy a product: its own SKU, or one of its variants'. */
export interface SkuChoice {
  sku: string;
  label: string;
  price: number;
}

/** The SKUs of a product a shopper can tick in an add-on offer: its variants in stock, else its own when in stock. */
export function bundleChoices(
  own: SkuChoice & { stock: number },
  variants: readonly (SkuChoice & { stock: number })[],
): SkuChoice[] {
  const inStock = (variants.length ? variants : [own]).filter((choice) => choice.stock > 0);
  return inStock.map(({ sku, label, price }) => ({ sku, label, price }));
}
