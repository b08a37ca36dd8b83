import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORE_CALLS } from '@stallfront/shared/auth';
import { callApi } from '../../../api/client';
import { refreshStoreSession } from '../../session/session-store';

/**
 * Re-reads the session entity when the console opens and every 5 minutes, so a new plan, feature or
 * permission shows without signing in again; an ended session is caught here by the client.
 */
export function useSessionRefresh() {
  const details = useQuery({
    queryKey: ['store', 'details'],
    queryFn: ({ signal }) => callApi(STORE_CALLS.details, undefined, { signal }),
    refetchInterval: 5 * 60 * 1000,
    staleTime: 0,
  });
  useEffect(() => {
    if (details.data) refreshStoreSession(details.data);
  }, [details.data]);
}
