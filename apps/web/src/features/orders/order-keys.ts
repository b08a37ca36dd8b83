import type { OrderStatus } from '@stallfront/shared/rules';

/**
 * Every order query key starts here, so an action invalidates exactly the lists and the order it
 * touched. A file of its own: the live alerts refresh the lists without loading the order calls.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (status: OrderStatus) => [...orderKeys.lists(), status] as const,
  quick: () => [...orderKeys.lists(), 'quick_order'] as const,
  /** Orders found in every status (the palette, a list's "in another list" hint). */
  finds: () => [...orderKeys.all, 'find'] as const,
  find: (search: string, limit: number) => [...orderKeys.finds(), search, limit] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  features: () => [...orderKeys.all, 'features'] as const,
};
