import {
  type LineTaxRule,
  lineTaxRule,
  type OrderTotals,
  priceOrder,
  type TaxPlace,
  type TaxSetup,
} from '@stallfront/shared';

/** A line as it is priced: what it costs, what comes off, and its product's tax class. */
export interface TaxableLine {
  unitPrice: number;
  quantity: number;
  discount?: number;
  couponDiscount?: number;
  taxClassId: string | null;
}

/**
 * The order's totals with each line taxed at its destination, and the rule each line was taxed
 * by (its rate, HSN code, how the tax splits): the checkout page, the checkout and the order
 * insert all price through here, so what the shopper saw is what is charged.
 */
export function priceWithTax(
  setup: TaxSetup,
  lines: readonly TaxableLine[],
  destination: TaxPlace,
  shipping: number,
): { totals: OrderTotals; rules: LineTaxRule[] } {
  const rules = lines.map((l) => lineTaxRule(setup, l.taxClassId, destination));
  const totals = priceOrder(
    lines.map((l, i) => {
      const rule = rules[i] as LineTaxRule;
      return { ...l, taxRateBp: rule.rateBp, includedBp: rule.includedBp };
    }),
    shipping,
  );
  return { totals, rules };
}
