import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PROFILE_CALLS } from '@stallfront/shared/account';
import { callApi } from '../../../api/client';

/** The profile screen's query keys: the account, and where it is signed in. */
export const profileKeys = {
  all: ['account', 'profile'] as const,
  profile: ['account', 'profile', 'me'] as const,
  sessions: ['account', 'profile', 'sessions'] as const,
};

export const useProfile = () =>
  useQuery({ queryKey: profileKeys.profile, queryFn: () => callApi(ACCOUNT_PROFILE_CALLS.profile, undefined) });

export const useSessions = () =>
  useQuery({ queryKey: profileKeys.sessions, queryFn: () => callApi(ACCOUNT_PROFILE_CALLS.sessions, undefined) });
