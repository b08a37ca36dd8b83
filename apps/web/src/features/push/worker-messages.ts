import { type LiveOrderAlert, liveOrderAlert } from '@stallfront/shared/realtime';
import { LIVE_ORDER_KEYWORD } from '@stallfront/shared/rules';
import { PUSH_MESSAGE } from './worker-logic';

/** The new-order alert a message from the service worker carries (a push with keyword live_order), or null. */
export function liveOrderFromWorker(message: unknown): LiveOrderAlert | null {
  const { type, payload } = (message ?? {}) as {
    type?: unknown;
    payload?: { data?: { keyword?: unknown; alert?: unknown } };
  };
  if (type !== PUSH_MESSAGE || payload?.data?.keyword !== LIVE_ORDER_KEYWORD) return null;
  const alert = liveOrderAlert.safeParse(payload.data.alert);
  return alert.success ? alert.data : null;
}

/** Hears the worker's pushes while the console is open; answers the function that stops. */
export function onWorkerLiveOrder(onAlert: (alert: LiveOrderAlert) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const listener = (event: MessageEvent) => {
    const alert = liveOrderFromWorker(event.data);
    if (alert) onAlert(alert);
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
