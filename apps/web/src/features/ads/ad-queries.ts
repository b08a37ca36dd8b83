import { useQuery } from '@tanstack/react-query';
import { AD_ORDER_CALLS, AD_SLOT } from '@stallfront/shared/ads';
import { callApi } from '../../api/client';

/** Ads' query keys: buying or deciding an order invalidates `orders`; the slot screen keeps its own. */
export const adKeys = {
  all: ['ads'] as const,
  orders: () => [...adKeys.all, 'orders'] as const,
  slots: () => [...adKeys.all, 'slots'] as const,
  products: () => [...adKeys.all, 'products'] as const,
};

/** The store's slots, for a vendor choosing one (the first 100 by name). */
export function useAdSlots() {
  return useQuery({
    queryKey: adKeys.slots(),
    queryFn: async () => (await callApi(AD_SLOT.calls.list, { sort: 'name', direction: 'asc', limit: 100 })).list,
  });
}

/** The vendor's own products, which it may advertise, and the store's currency. */
export function useAdProducts() {
  return useQuery({
    queryKey: adKeys.products(),
    queryFn: () => callApi(AD_ORDER_CALLS.products, {}),
  });
}
