import { useQuery } from '@tanstack/react-query';
import { VENDOR_SUBSCRIPTION_CALLS } from '@stallfront/shared/vendor-subscriptions';
import { callApi } from '../../api/client';

/** Query keys of vendor subscriptions; a plan change, an assignment or a payment invalidates `all`. */
export const vendorSubscriptionKeys = {
  all: ['vendor-subscriptions'] as const,
  plans: () => [...vendorSubscriptionKeys.all, 'plans'] as const,
  subscriptions: () => [...vendorSubscriptionKeys.all, 'subscriptions'] as const,
  payments: (vendorId: string) => [...vendorSubscriptionKeys.all, 'payments', vendorId] as const,
  mine: () => [...vendorSubscriptionKeys.all, 'mine'] as const,
};

export const useVendorPlans = () =>
  useQuery({
    queryKey: vendorSubscriptionKeys.plans(),
    queryFn: ({ signal }) => callApi(VENDOR_SUBSCRIPTION_CALLS.plans, undefined, { signal }),
  });

export const useVendorSubscriptions = () =>
  useQuery({
    queryKey: vendorSubscriptionKeys.subscriptions(),
    queryFn: ({ signal }) => callApi(VENDOR_SUBSCRIPTION_CALLS.subscriptions, undefined, { signal }),
  });

export const useVendorPayments = (vendorId: string | null) =>
  useQuery({
    queryKey: vendorSubscriptionKeys.payments(vendorId ?? ''),
    queryFn: ({ signal }) => callApi(VENDOR_SUBSCRIPTION_CALLS.vendorPayments, { id: vendorId ?? '' }, { signal }),
    enabled: Boolean(vendorId),
  });

export const useMyVendorSubscription = () =>
  useQuery({
    queryKey: vendorSubscriptionKeys.mine(),
    queryFn: ({ signal }) => callApi(VENDOR_SUBSCRIPTION_CALLS.mine, undefined, { signal }),
  });
