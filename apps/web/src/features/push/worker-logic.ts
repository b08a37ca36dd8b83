// The service worker's decisions, as plain functions the web tests run (sw/service-worker.ts wires them to events).
import { LIVE_ORDER_KEYWORD, notificationTarget } from '@stallfront/shared/rules';

/** The worker's one cache: the offline page and its icon, named by build so a new worker drops the old. */
export const OFFLINE_URL = '/offline.html';
export const OFFLINE_ASSETS = [OFFLINE_URL, '/icons/icon-192.png'];
export const offlineCacheName = (buildId: string) => `stallfront-offline-${buildId}`;
/** Caches of this console that a worker of another build left behind. */
export const staleCaches = (names: readonly string[], buildId: string) =>
  names.filter((name) => name.startsWith('stallfront-') && name !== offlineCacheName(buildId));

/**
 * Which requests the worker answers: page loads only, from the network, with the offline page
 * when the network fails. Scripts, styles and the API go to the network and the browser's own
 * cache as if there were no worker, so a deploy is seen at the next page load.
 */
export const answersRequest = (request: { mode: string; method: string }) =>
  request.mode === 'navigate' && request.method === 'GET';

/** A push as the worker shows it; any payload (even none) gives a notification, as browsers require. */
export interface ShownPush {
  title: string;
  body: string;
  url: string;
  keyword: string;
  /** The order id of a new-order push: a repeat of it replaces the shown notification. */
  tag?: string;
  data: Record<string, unknown>;
}

const asText = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export function readPush(json: unknown): ShownPush {
  const payload = asRecord(json);
  const data = asRecord(payload.data);
  const keyword = asText(data.keyword, '');
  const orderId = asRecord(data.alert).order_id;
  return {
    title: asText(payload.title, 'Stallfront'),
    body: asText(payload.body, ''),
    url: asText(data.url, '/'),
    keyword,
    tag: keyword === LIVE_ORDER_KEYWORD && typeof orderId === 'string' ? `order:${orderId}` : undefined,
    data: { ...data, url: asText(data.url, '/') },
  };
}

export function notificationOptionsOf(push: ShownPush): NotificationOptions {
  return {
    body: push.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    data: push.data,
    ...(push.tag ? { tag: push.tag } : {}),
    requireInteraction: push.keyword === LIVE_ORDER_KEYWORD,
  };
}

/** The message the worker posts to the open console for each push (its popup hears `live_order`). */
export const PUSH_MESSAGE = 'stallfront:push';

export interface WindowLike {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A notification's click (spec section 2: it navigates to the url it carries): a console window
 * of this origin is focused and sent there (the focused one first), else a new window opens.
 * Answers the address it went to.
 */
export async function openFromNotification(clients: ClientsLike, origin: string, url: unknown): Promise<string> {
  const target = notificationTarget(url, origin);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (w) => new URL(w.url).origin === origin,
  );
  const chosen = windows.find((w) => w.focused) ?? windows[0];
  if (chosen) {
    await chosen.focus();
    // navigate() works for windows this worker controls; an uncontrolled one is replaced by a new window.
    const moved = await chosen.navigate(target).catch(() => null);
    if (moved) return target;
  }
  await clients.openWindow(target);
  return target;
}
