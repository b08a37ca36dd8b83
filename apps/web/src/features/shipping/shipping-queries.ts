import { useQuery } from '@tanstack/react-query';
import { SHIPPING_CALLS } from '@stallfront/shared/shipping';
import { callApi } from '../../api/client';

export const shippingKeys = {
  all: ['shipping'] as const,
  branches: () => [...shippingKeys.all, 'branches'] as const,
};

/** The branches a pickup may be at. */
export function useDeliveryBranches() {
  return useQuery({
    queryKey: shippingKeys.branches(),
    queryFn: async () => (await callApi(SHIPPING_CALLS.branches, {})).list,
    staleTime: 60_000,
  });
}
