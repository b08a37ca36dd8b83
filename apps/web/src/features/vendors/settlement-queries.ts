import { useQuery } from '@tanstack/react-query';
import { PAYOUT_CALLS, STATEMENT_CALLS } from '@stallfront/shared/settlement';
import { callApi } from '../../api/client';

/** Every settlement and payout query key starts here: a close or payout invalidates all of them. */
export const settlementKeys = {
  all: ['settlement'] as const,
  statements: () => [...settlementKeys.all, 'statements'] as const,
  openLines: () => [...settlementKeys.all, 'open-lines'] as const,
  payouts: () => [...settlementKeys.all, 'payouts'] as const,
  summary: () => [...settlementKeys.all, 'summary'] as const,
  statement: (id: string) => [...settlementKeys.all, 'statement', id] as const,
  payoutMethods: (vendorId: string) => [...settlementKeys.all, 'payout-methods', vendorId] as const,
};

/** The methods the owner may pay this vendor with; Stripe transfer says what it lacks. */
export function usePayoutMethods(vendorId: string) {
  return useQuery({
    queryKey: settlementKeys.payoutMethods(vendorId),
    queryFn: async () => (await callApi(PAYOUT_CALLS.methods, { vendor_id: vendorId })).list,
  });
}

export function useStatement(id: string) {
  return useQuery({
    queryKey: settlementKeys.statement(id),
    queryFn: async () => (await callApi(STATEMENT_CALLS.get, { id })).data,
    retry: false,
  });
}

export function useSettlementSummary() {
  return useQuery({
    queryKey: settlementKeys.summary(),
    queryFn: async () => (await callApi(STATEMENT_CALLS.summary, {})).list,
  });
}
