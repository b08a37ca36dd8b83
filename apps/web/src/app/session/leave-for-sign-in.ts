import { endSession } from './session-store';

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
