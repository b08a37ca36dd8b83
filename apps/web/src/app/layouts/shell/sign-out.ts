import { ADMIN_CALLS, STORE_CALLS } from '@stallfront/shared/auth';
import { MASTER_SIGN_IN } from '@stallfront/shared/routes';
import { callApi } from '../../../api/client';
import { forgetPushOnSignOut } from '../../../features/push/forget-on-sign-out';
import { leaveForSignIn } from '../../session/leave-for-sign-in';
import { getSession, signInPathOf } from '../../session/session-store';

/**
 * Ends the session on the server (best effort: the device forgets it either way) and leaves. The live
 * socket may hear the session end first and leave for the same page; then this leave does nothing.
 */
export async function signOut(kind: 'store' | 'master'): Promise<void> {
  const to = kind === 'master' ? MASTER_SIGN_IN : signInPathOf(getSession());
  const call = kind === 'master' ? ADMIN_CALLS.logout : STORE_CALLS.logout;
  // A device no longer signed in stops showing the store's orders (docs/decisions.md, "Web push").
  if (kind === 'store') await forgetPushOnSignOut();
  await callApi(call, undefined).catch((error: unknown) => console.warn('Sign-out call failed', error));
  leaveForSignIn(to);
}
