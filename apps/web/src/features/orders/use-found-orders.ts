import { useQuery } from '@tanstack/react-query';
import { ORDER_CALLS } from '@stallfront/shared/orders';
import { callApi } from '../../api/client';
import { orderKeys } from './order-keys';

/** The orders of every status a search finds (by number, or the start of a name, email or phone). */
export function useFoundOrders(
  search: string,
  { limit = 8, enabled = true }: { limit?: number; enabled?: boolean } = {},
) {
  const typed = search.trim();
  const active = enabled && typed.length > 0;
  const result = useQuery({
    queryKey: orderKeys.find(typed, limit),
    queryFn: async ({ signal }) => (await callApi(ORDER_CALLS.find, { search: typed, limit }, { signal })).list,
    enabled: active,
    // Short: an order moves between lists from its own page, which does not refresh the finds.
    staleTime: 5_000,
  });
  return { orders: active ? (result.data ?? []) : [], fetching: active && result.isFetching };
}
