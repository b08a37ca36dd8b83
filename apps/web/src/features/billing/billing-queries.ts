import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STORE_CALLS } from '@stallfront/shared/auth';
import { BILLING_CALLS } from '@stallfront/shared/billing';
import { callApi } from '../../api/client';
import { refreshStoreSession } from '../../app/session/session-store';

/** Query keys of the billing screens; a payment or a plan change invalidates `all`. */
export const billingKeys = {
  all: ['billing'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
  payment: (id: string) => [...billingKeys.all, 'payment', id] as const,
};

export const useBillingOverview = () =>
  useQuery({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => callApi(BILLING_CALLS.overview, undefined, { signal }),
  });

/**
 * After the plan changed: the billing screens read again, and the session (package, features,
 * store status, permitted routes) is read now, so the guards and menus follow without a sign-in.
 */
export function useAfterPlanChange() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    try {
      refreshStoreSession(await callApi(STORE_CALLS.details, undefined));
    } catch {
      // The console's own refresh catches up on its next read.
    }
    await queryClient.invalidateQueries({ queryKey: ['store', 'details'] });
  };
}
