import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_CALLS, type StoreLoginResponse } from '@stallfront/shared/auth';
import { accessContextOf, landingPathFor, MASTER_HOME } from '@stallfront/shared/routes';
import { callApi } from '../../api/client';
import { saveMasterSignIn, saveStoreSignIn } from '../../app/session/session-store';
import { notifySuccess } from '../../ui/notify';

export type SignInValues = { email: string; password: string };

/** Signs a store user in with one of the store sign-in calls and sends them to their landing screen. */
export function useStoreSignIn(signIn: (values: SignInValues) => Promise<StoreLoginResponse>) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (response) => {
      saveStoreSignIn(response);
      notifySuccess(response.message);
      navigate(landingPathFor(accessContextOf(response.data)), { replace: true });
    },
  });
}

export function useMasterSignIn() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: SignInValues) => callApi(AUTH_CALLS.adminLogin, values),
    onSuccess: (response) => {
      saveMasterSignIn(response);
      notifySuccess(response.message);
      navigate(MASTER_HOME, { replace: true });
    },
  });
}
