import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STORE_CALLS } from '@stallfront/shared/auth';
import { nextTrialChange } from '@stallfront/shared/rules';
import { guardRedirect } from '@stallfront/shared/routes';
import { callApi } from '../../../api/client';
import { getSession, guardInputOf, refreshStoreSession } from '../../session/session-store';

/**
 * Re-reads the session entity when the console opens and every 5 minutes, so a new plan, feature or
 * permission shows without signing in again; an ended session is caught here by the client. A store
 * made inactive meanwhile (an unpaid renewal) is sent to billing at once, as the guards would on
 * the next navigation.
 */
export function useSessionRefresh() {
  const navigate = useNavigate();
  const details = useQuery({
    queryKey: ['store', 'details'],
    queryFn: ({ signal }) => callApi(STORE_CALLS.details, undefined, { signal }),
    refetchInterval: 5 * 60 * 1000,
    staleTime: 0,
  });
  useEffect(() => {
    if (!details.data) return;
    refreshStoreSession(details.data);
    const to = guardRedirect(window.location.pathname, guardInputOf(getSession()));
    if (to && !to.clearStorage) navigate(to.to, { replace: true });
  }, [details.data, navigate]);
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
