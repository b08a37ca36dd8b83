import { useNavigate } from 'react-router';
import { ADMIN_CALLS, STORE_CALLS } from '@stallfront/shared/auth';
import { MASTER_SIGN_IN, SIGN_IN } from '@stallfront/shared/routes';
import { callApi } from '../../../api/client';
import { endSession, getSession } from '../../session/session-store';

/** Where each kind of store user goes after signing out (spec section 2). */
export function signOutPath(loginType: string | undefined, subDomain: string | undefined): string {
  if (loginType === 'vendor' && subDomain) return `/vendor/signin/${encodeURIComponent(subDomain)}`;
  if (loginType === 'branch') return '/branch/signin';
  return SIGN_IN;
}

/** Ends the session on the server (best effort: the device forgets it either way) and leaves. */
export function useSignOut(kind: 'store' | 'master') {
  const navigate = useNavigate();
  return async () => {
    const store = getSession().store;
    const to = kind === 'master' ? MASTER_SIGN_IN : signOutPath(store?.login_type, store?.data.sub_domain);
    const call = kind === 'master' ? ADMIN_CALLS.logout : STORE_CALLS.logout;
    await callApi(call, undefined).catch((error: unknown) => console.warn('Sign-out call failed', error));
    endSession();
    navigate(to, { replace: true });
  };
}
