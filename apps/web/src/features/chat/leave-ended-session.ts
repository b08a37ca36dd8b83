import { leaveForSignIn } from '../../app/session/leave-for-sign-in';
import { getSession, signInPathOf } from '../../app/session/session-store';

/** The socket said the session ended: sign out here as an API call's session_end does. */
export function leaveEndedSession() {
  const session = getSession();
  if (session.store) leaveForSignIn(signInPathOf(session));
}
