import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_STORE_CALLS, type AppAction } from '@stallfront/shared/app-store';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';

export const appStoreKeys = { all: ['app-store'] as const };
// A platform admin signed in beside the store opens the App Store of any store (spec section 6).
const options = { withMasterToken: true };

export function useAppStore() {
  return useQuery({
    queryKey: appStoreKeys.all,
    queryFn: ({ signal }) => callApi(APP_STORE_CALLS.list, undefined, { signal, ...options }),
  });
}

const CALL_OF = {
  trial: APP_STORE_CALLS.trial,
  install: APP_STORE_CALLS.install,
  uninstall: APP_STORE_CALLS.uninstall,
};

/** Starts a trial, installs or uninstalls; the session (features, menus) is read again at once. */
export function useAppAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, feature }: { action: AppAction; feature: string }) =>
      callApi(CALL_OF[action], { feature }, options),
    onSuccess: (answer) => {
      queryClient.setQueryData(appStoreKeys.all, { status: true as const, data: answer.data });
      void queryClient.invalidateQueries({ queryKey: ['store', 'details'] });
      notifySuccess(answer.message);
    },
    onError: (error) => notifyError(error.message),
  });
}
