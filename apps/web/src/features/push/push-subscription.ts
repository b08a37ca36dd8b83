import { PUSH_CALLS } from '@stallfront/shared/push';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { STORAGE_KEYS } from '../../app/session/storage-keys';
import { registerWorker } from './register-worker';

/** Where this browser stands: no push at all, notifications refused, or subscribed or not. */
export type PushStatus = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Whether the subscription was made with this server key (a new key needs a new subscription). */
function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const bytes = new Uint8Array(key);
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') === publicKey;
}

/** The status as far as it is known without waiting: a granted permission may yet be 'on'. */
export function pushStatusAtOnce(): PushStatus {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'off';
}

export async function readPushStatus(): Promise<PushStatus> {
  if (!pushSupported() || Notification.permission !== 'granted') return pushStatusAtOnce();
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/**
 * Asks for the notification permission, subscribes this browser with the server's VAPID key and
 * gives the subscription to the server. Answers 'denied' when the person refused (or dismissed)
 * the prompt; throws when the browser or the server failed.
 */
export async function turnPushOn(): Promise<PushStatus> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await registerWorker();
  await navigator.serviceWorker.ready;
  const { data } = await callApi(PUSH_CALLS.key, undefined);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, data.public_key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: data.public_key,
  });
  const json = subscription.toJSON();
  await callApi(PUSH_CALLS.subscribe, {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  // Spec section 3: the device's push token is kept as app_token.
  localStorage.setItem(STORAGE_KEYS.appToken, subscription.endpoint);
  return 'on';
}

/** Forgets this browser's subscription on the server (already gone is fine) and in the browser. */
export async function turnPushOff(): Promise<PushStatus> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await callApi(PUSH_CALLS.unsubscribe, { endpoint: subscription.endpoint }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    await subscription.unsubscribe();
  }
  localStorage.removeItem(STORAGE_KEYS.appToken);
  return 'off';
}
