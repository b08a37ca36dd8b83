import { render } from 'preact';
import type { masterLoginResponse, StoreLoginResponse } from '@stallfront/shared/auth';
import type { z } from 'zod';
import { accessContextOf, landingPathFor, masterLandingPath } from '@stallfront/shared/routes';
import { saveMasterSignIn, saveStoreSignIn, sessionSaved } from '../app/session/session-store';

/**
 * Leaves the sign-in document for the console in the same page (no second load of index.html):
 * the console's code is fetched while the button still spins, then it takes over the root at the
 * landing screen and shows the sign-in's "Signed in." as its first toast.
 */
async function enterConsole(landing: string, notice: string): Promise<void> {
  const [{ startConsole }] = await Promise.all([import('../console'), sessionSaved()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  render(null, root);
  history.replaceState(null, '', landing);
  await startConsole(root, { notice });
}

export function enterAsStore(response: StoreLoginResponse): Promise<void> {
  saveStoreSignIn(response);
  return enterConsole(landingPathFor(accessContextOf(response.data)), response.message);
}

export function enterAsMaster(response: z.infer<typeof masterLoginResponse>): Promise<void> {
  saveMasterSignIn(response);
  return enterConsole(masterLandingPath(), response.message);
}
