import { useQuery } from '@tanstack/react-query';
import { ORDER_CALLS } from '@stallfront/shared/orders';
import { callApi } from '../../api/client';
import { orderKeys } from './order-keys';

export { orderKeys };

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
