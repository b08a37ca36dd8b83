import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORE_CALLS } from '@stallfront/shared/auth';
import { nextTrialChange } from '@stallfront/shared/rules';
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
  // A trial ends with nobody writing anything: read the session again the moment it does.
  const trials = details.data?.deployDetails.trial_features;
  const { refetch } = details;
  useEffect(() => {
    const states = (trials ?? []).map((t) => ({ ...t, createdOn: new Date(t.create_on) }));
    const next = nextTrialChange(states, new Date());
    if (!next) return;
    // setTimeout holds at most about 24.8 days; a trial lasts 15 at most.
    const timer = setTimeout(() => void refetch(), Math.min(next.getTime() - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [trials, refetch]);
}
