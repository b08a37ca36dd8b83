import { useQuery } from '@tanstack/react-query';
import { STORE_SETTING_CALLS } from '@stallfront/shared/store';
import { callApi } from '../../api/client';

/** The query keys of the store's own settings; a save invalidates the session's details too. */
export const storeKeys = {
  settings: ['store', 'adv_details'] as const,
  details: ['store', 'details'] as const,
};

export function useStoreSettings() {
  return useQuery({ queryKey: storeKeys.settings, queryFn: () => callApi(STORE_SETTING_CALLS.advDetails, {}) });
}
