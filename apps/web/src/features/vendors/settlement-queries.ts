import { useQuery } from '@tanstack/react-query';
import { STATEMENT_CALLS } from '@stallfront/shared/settlement';
import { callApi } from '../../api/client';

/** Every settlement and payout query key starts here: a close or payout invalidates all of them. */
export const settlementKeys = {
  all: ['settlement'] as const,
  statements: () => [...settlementKeys.all, 'statements'] as const,
  openLines: () => [...settlementKeys.all, 'open-lines'] as const,
  payouts: () => [...settlementKeys.all, 'payouts'] as const,
  summary: () => [...settlementKeys.all, 'summary'] as const,
  statement: (id: string) => [...settlementKeys.all, 'statement', id] as const,
};

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
