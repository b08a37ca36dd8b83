import { useQuery } from '@tanstack/react-query';
import { ORDER_CALLS } from '@stallfront/shared/orders';
import type { OrderStatus } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';

/** Every order query key starts here, so an action invalidates exactly the lists and the order it touched. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (status: OrderStatus) => [...orderKeys.lists(), status] as const,
  quick: () => [...orderKeys.lists(), 'quick_order'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  features: () => [...orderKeys.all, 'features'] as const,
};

/** The store's vendors and branches, for the list's filters (empty for vendors and branches). */
export function useOrderFeatures() {
  return useQuery({
    queryKey: orderKeys.features(),
    queryFn: async () => (await callApi(ORDER_CALLS.features, undefined)).data,
    staleTime: 60_000,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: async () => (await callApi(ORDER_CALLS.get, { id })).data,
    retry: false,
  });
}
