import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { openDeviceSession } from './app/session/open-session';
import { notifySuccess } from './ui/notify';

/**
 * Starts the console in the container. The session is opened before the first route renders, so
 * the guards see it; `notice` is a success to show at once (the sign-in document's "Signed in.").
 */
export async function startConsole(container: HTMLElement, { notice }: { notice?: string } = {}) {
  await openDeviceSession();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (notice) notifySuccess(notice);
}
