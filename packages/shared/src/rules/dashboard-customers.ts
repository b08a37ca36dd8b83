import { type DayRange, fillDays } from './dashboard.js';

/**
 * A customer is the order's account, or a guest's email in lower case. New in a period: their
 * first counting order was in it; returning: they ordered in it and had ordered before it.
 * A repeat customer has two counting orders or more by the period's end: every returning
 * customer, and a new one who came back within the period (docs/decisions.md).
 */
export interface CustomerGroup {
  /** Whether this row's customers first ordered within the period. */
  is_new: boolean;
  customers: number;
  orders: number;
  sales: number;
  /** Of these customers, those with at least two counting orders by the period's end. */
  repeat: number;
}

export interface CustomerPeriodTotals {
  customers: number;
  new_customers: number;
  returning_customers: number;
  new_orders: number;
  new_sales: number;
  returning_orders: number;
  returning_sales: number;
  repeat_customers: number;
  /** Percent of the period's customers who are repeat customers, to one decimal. */
  repeat_rate: number;
}

/** A share in percent to one decimal; 0 of nothing. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/** The period's figures from its customers grouped as new or returning (at most one row of each). */
export function customerTotals(groups: readonly CustomerGroup[]): CustomerPeriodTotals {
  const of = (isNew: boolean) =>
    groups
      .filter((g) => g.is_new === isNew)
      .reduce(
        (t, g) => ({
          customers: t.customers + g.customers,
          orders: t.orders + g.orders,
          sales: t.sales + g.sales,
          repeat: t.repeat + g.repeat,
        }),
        { customers: 0, orders: 0, sales: 0, repeat: 0 },
      );
  const fresh = of(true);
  const back = of(false);
  const customers = fresh.customers + back.customers;
  const repeat = fresh.repeat + back.repeat;
  return {
    customers,
    new_customers: fresh.customers,
    returning_customers: back.customers,
    new_orders: fresh.orders,
    new_sales: fresh.sales,
    returning_orders: back.orders,
    returning_sales: back.sales,
    repeat_customers: repeat,
    repeat_rate: percentOf(repeat, customers),
  };
}

export interface CustomerDay {
  day: string;
  /** Customers whose first counting order was this day. */
  new_customers: number;
  /** Customers who ordered this day and on an earlier day. */
  returning_customers: number;
}

/** Every day of the range, zeros where nobody ordered. */
export const customerDays = (range: DayRange, rows: readonly CustomerDay[]): CustomerDay[] =>
  fillDays(range, rows, (day) => ({ day, new_customers: 0, returning_customers: 0 }));
