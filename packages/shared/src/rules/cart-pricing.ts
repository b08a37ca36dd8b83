import {
  addonProblems,
  addonsPrice,
  type ChosenAddon,
  type OfferedAddon,
  type OrderedAddon,
  orderedAddons,
} from './addons.js';
import { type BundleOffer, type BundleSaving, bundleSavings } from './bundles.js';

/** A cart line to price: its product, quantity, the item's own price and its chosen add-ons. */
export interface LineToPrice {
  productId: string;
  quantity: number;
  /** The SKU's price now, in minor units. */
  price: number;
  addons?: readonly ChosenAddon[];
}

export interface PricedCartLine {
  /** The item's price with its add-ons'. */
  unitPrice: number;
  addons: OrderedAddon[];
  /** Why the add-ons cannot be had as chosen (one no longer offered, one now required), or null. */
  addonProblem: string | null;
  saving: BundleSaving;
}

/**
 * The one pricing of a cart's lines, for the cart, the checkout summary and the order: each
 * unit is the item's price plus its add-ons' prices now, and an add-on bundle takes its saving
 * off the item's own price (bundleSavings).
 */
export function priceCartLines(
  lines: readonly LineToPrice[],
  offers: readonly BundleOffer[],
  addonsByProduct: ReadonlyMap<string, readonly OfferedAddon[]>,
): PricedCartLine[] {
  const savings = bundleSavings(
    lines.map((l) => ({ productId: l.productId, quantity: l.quantity, unitPrice: l.price })),
    offers,
  );
  return lines.map((line, i) => {
    const offered = addonsByProduct.get(line.productId) ?? [];
    const chosen = line.addons ?? [];
    const addons = orderedAddons(chosen, offered);
    const [problem] = addonProblems(chosen, offered);
    return {
      unitPrice: line.price + addonsPrice(addons),
      addons,
      addonProblem: problem ? `${problem.message}: remove it and add it again from its page` : null,
      saving: savings[i] as BundleSaving,
    };
  });
}
