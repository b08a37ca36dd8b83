import { leaveEndedStoreSession } from '../../app/session/leave-for-sign-in';

/** The socket said the session ended: sign out here as an API call's session_end does. */
export function leaveEndedSession() {
  leaveEndedStoreSession();
}
