import { endSession, endStoreSessionOnly, getSession, sessionSaved, signInPathOf } from './session-store';

/** Where a platform admin returns when their support session as a store's owner ends (admin clients). */
const SUPPORT_RETURN = '/admin/clients';

let leaving = false;

/**
 * Loads a sign-in page (the light sign-in document, main.tsx), once per page. A sign-out, an answer's
 * session_end, the live socket's session end and the guards it sets off can all ask at once; a second
 * load would cut the first short.
 */
export function loadSignInDocument(to: string): void {
  if (leaving) return;
  leaving = true;
  window.location.replace(to);
}

/** Signs out on this device and loads the sign-in page, unless this page is leaving already. */
export function leaveForSignIn(to: string): void {
  if (leaving) return;
  endSession();
  loadSignInDocument(to);
}

/**
 * A store session ended (an answer's session_end, the live socket, a sign-out): sign out and leave for
 * its sign-in page; a platform admin's support session as the owner goes back to the clients instead,
 * keeping the admin's own session.
 */
export function leaveEndedStoreSession(): void {
  if (leaving) return;
  const session = getSession();
  if (session.store?.support && session.master) {
    leaving = true;
    endStoreSessionOnly();
    void sessionSaved().then(() => window.location.replace(SUPPORT_RETURN));
    return;
  }
  if (session.store) leaveForSignIn(signInPathOf(session));
}
