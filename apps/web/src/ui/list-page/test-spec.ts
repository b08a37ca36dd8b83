import type { ListSpec } from './list-params';

/** A small list spec for the list-state tests: two sorts and a stock filter. */
export const stockListSpec: ListSpec<'created' | 'stock'> = {
  sortKeys: ['created', 'stock'],
  defaultSort: { sort: 'created', direction: 'desc' },
  defaultPageSize: 25,
  filters: [
    {
      key: 'stock',
      label: 'Stock',
      type: 'select',
      options: [
        { value: 'low', label: 'Low' },
        { value: 'out', label: 'Out' },
      ],
    },
  ],
};
