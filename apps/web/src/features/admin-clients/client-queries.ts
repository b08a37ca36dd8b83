import { useQuery } from '@tanstack/react-query';
import { ADMIN_CLIENT_CALLS } from '@stallfront/shared/admin-clients';
import { callApi } from '../../api/client';

export const clientKeys = {
  all: ['admin-clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  bulk: (id: string) => [...clientKeys.all, 'bulk', id] as const,
};

export const useClient = (id: string) =>
  useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => callApi(ADMIN_CLIENT_CALLS.get, { id }, { signal }),
  });

/** A bulk action's progress, read every second until it ends. */
export const useBulkProgress = (id: string | null) =>
  useQuery({
    queryKey: clientKeys.bulk(id ?? ''),
    queryFn: ({ signal }) => callApi(ADMIN_CLIENT_CALLS.bulkState, { id: id ?? '' }, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const state = query.state.data?.data.state;
      return state === 'done' || state === 'failed' ? false : 1000;
    },
  });
