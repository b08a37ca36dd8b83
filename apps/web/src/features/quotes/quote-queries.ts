import { useQuery } from '@tanstack/react-query';
import { QUOTE_CALLS } from '@stallfront/shared/requests';
import { callApi } from '../../api/client';

/** Every quote query key starts here; a reply, confirm or cancel refreshes the lists and its quote. */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (state: string) => [...quoteKeys.lists(), state] as const,
  detail: (id: string) => [...quoteKeys.all, 'detail', id] as const,
};

export function useQuote(id: string | undefined) {
  return useQuery({
    queryKey: quoteKeys.detail(id ?? ''),
    queryFn: async () => (await callApi(QUOTE_CALLS.get, { id: id as string })).data,
    enabled: Boolean(id),
  });
}
