import { endSession, getSession, signInPathOf } from '../../app/session/session-store';

/** The socket said the session ended: sign out here as an API call's session_end does. */
export function leaveEndedSession() {
  const session = getSession();
  if (!session.store) return;
  const to = signInPathOf(session);
  endSession();
  window.location.assign(to);
}
