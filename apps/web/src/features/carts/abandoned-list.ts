import { ABANDONED_CART_CALLS, ABANDONED_QUOTE_CALLS, type AbandonedAudience } from '@stallfront/shared/carts';
import type { ListFilter } from '../../ui/list-page';

/** The four abandoned lists by route name: which calls, whose carts, and their words. */
export const ABANDONED_LISTS = {
  abandoned_cart_customer: { calls: ABANDONED_CART_CALLS, audience: 'customer', kind: 'order' },
  abandoned_cart_guest: { calls: ABANDONED_CART_CALLS, audience: 'guest', kind: 'order' },
  abandoned_quotes_customer: { calls: ABANDONED_QUOTE_CALLS, audience: 'customer', kind: 'quote' },
  abandoned_quotes_guest: { calls: ABANDONED_QUOTE_CALLS, audience: 'guest', kind: 'quote' },
} as const satisfies Record<
  string,
  { calls: typeof ABANDONED_CART_CALLS; audience: AbandonedAudience; kind: 'order' | 'quote' }
>;
export type AbandonedListName = keyof typeof ABANDONED_LISTS;

export type AbandonedSort = 'abandoned';
export const abandonedSorts = [{ value: 'abandoned', label: 'Newest', direction: 'desc' }] as const satisfies readonly {
  value: AbandonedSort;
  label: string;
  direction: 'asc' | 'desc';
}[];

const recoveryFilter: ListFilter<'recovery', 'open' | 'recovered'> = {
  key: 'recovery',
  label: 'Recovery',
  type: 'select',
  options: [
    { value: 'open', label: 'Not recovered' },
    { value: 'recovered', label: 'Recovered' },
  ],
};
export type AbandonedFilter = typeof recoveryFilter;
export const abandonedFilters: AbandonedFilter[] = [recoveryFilter];
