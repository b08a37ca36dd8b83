import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { cryptoBox } from './app/session/crypto-box';
import { deviceSessionKey } from './app/session/device-key';
import { initSession } from './app/session/session-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The session is opened before the first route renders, so the guards see it.
async function start(container: HTMLElement) {
  await initSession(cryptoBox(await deviceSessionKey()));
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void start(root);
// In a chunk of its own: nothing of it is needed before the first render.
void import('./features/push/register-worker').then(({ startServiceWorker }) => startServiceWorker());
