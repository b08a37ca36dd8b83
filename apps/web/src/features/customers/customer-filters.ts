import { countOf, currencyDigits, formatMoney } from '@stallfront/shared/rules';
import type { ListDateFilter, ListFilter } from '../../ui/list-page';
import { customerKeys, loadTagNames } from './customer-queries';

const ORDER_COUNTS = [1, 2, 5, 10];
/** Spend thresholds in whole units of the store's currency. */
const SPENDS = [100, 500, 1000, 5000, 10_000];

const ordersMin: ListFilter<'orders_min'> = {
  key: 'orders_min',
  label: 'Orders at least',
  type: 'select',
  options: ORDER_COUNTS.map((n) => ({ value: String(n), label: `${countOf(n, 'order')} or more` })),
};
const ordersMax: ListFilter<'orders_max'> = {
  key: 'orders_max',
  label: 'Orders at most',
  type: 'select',
  options: [0, ...ORDER_COUNTS].map((n) => ({ value: String(n), label: n === 0 ? 'No orders' : `${n} or fewer` })),
};
const lastFrom: ListDateFilter<'last_order_from'> = { key: 'last_order_from', label: 'Last order from', type: 'date' };
const lastTo: ListDateFilter<'last_order_to'> = { key: 'last_order_to', label: 'Last order to', type: 'date' };
const tag: ListFilter<'tag'> = {
  key: 'tag',
  label: 'Tag',
  type: 'select',
  options: {
    queryKey: customerKeys.tagNames(),
    load: async () => (await loadTagNames()).map((name) => ({ value: name, label: name })),
  },
};

/** Spend thresholds as minor units of the currency, labelled in it ("₹1,000.00 or more"). */
function spendFilter<K extends string>(key: K, label: string, currency: string, suffix: string): ListFilter<K> {
  const unit = 10 ** currencyDigits(currency);
  const options = SPENDS.map((whole) => ({
    value: String(whole * unit),
    label: `${formatMoney(whole * unit, currency)} ${suffix}`,
  }));
  return { key, label, type: 'select', options };
}

export type CustomerFilter =
  | typeof ordersMin
  | typeof ordersMax
  | typeof lastFrom
  | typeof lastTo
  | typeof tag
  | ListFilter<'spend_min'>
  | ListFilter<'spend_max'>;

/** The customer lists' filters: orders, spend in the store's currency, the last order's day and a tag. */
export const customerFilters = (currency: string): CustomerFilter[] => [
  ordersMin,
  ordersMax,
  spendFilter('spend_min', 'Spent at least', currency, 'or more'),
  spendFilter('spend_max', 'Spent at most', currency, 'or less'),
  lastFrom,
  lastTo,
  tag,
];
