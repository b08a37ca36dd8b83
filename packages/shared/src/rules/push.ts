import { formatMoney } from './money.js';
import { LIVE_ORDERS_PATH } from './live-alerts.js';

/** The WHATWG URL every runtime here has (Node, browsers, the service worker); this package is typed without DOM. */
declare const URL: new (
  url: string,
  base?: string,
) => {
  origin: string;
  protocol: string;
  hostname: string;
  port: string;
  username: string;
  password: string;
  href: string;
};

/** What the console shows when the browser's notification permission is refused (spec section 8). */
export const PUSH_DENIED_MESSAGE = 'User denied permissions!';
/** The push payload keyword that opens the new-order alert (spec section 3). */
export const LIVE_ORDER_KEYWORD = 'live_order';
/** The service worker registers once the page is stable, or after this long at the latest (spec section 9). */
export const SERVICE_WORKER_REGISTER_AFTER_MS = 30_000;

/**
 * The push services of the browsers: Chrome, Edge's Chromium, Opera and Samsung Internet (FCM),
 * Firefox (Mozilla autopush), legacy Edge (WNS) and Safari (Apple). The server sends a store's
 * alerts to these hosts only, so a subscription cannot make it post to an address of the
 * caller's choosing.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /\.push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
];

/**
 * Why a subscription's endpoint is refused, or null. `extraOrigins` are more origins the server
 * is configured to accept (a local push service in tests), compared exactly.
 */
export function pushEndpointProblem(endpoint: string, extraOrigins: readonly string[] = []): string | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be the address the browser gave for the subscription';
  }
  if (extraOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return 'must be an https address';
  if (url.username || url.password || url.port) return 'is not a push service address';
  if (!PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))) return 'is not a known browser push service';
  return null;
}

/** Bytes a base64url text of this length decodes to, or null when it is not base64url. */
function base64urlBytes(value: string): number | null {
  const unpadded = value.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]+$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  return Math.floor((unpadded.length * 3) / 4);
}

/** Why a subscription's `p256dh` key is refused: it must be an uncompressed P-256 point (65 bytes, 0x04 first). */
export function p256dhProblem(value: string): string | null {
  if (base64urlBytes(value) !== 65) return 'must be the 65-byte P-256 key in base64url the browser gave';
  // 0x04 (uncompressed point) as the first byte makes the first base64 character "B".
  if (!value.startsWith('B')) return 'must be an uncompressed P-256 key';
  return null;
}

/** Why a subscription's `auth` secret is refused: 16 bytes in base64url. */
export function authSecretProblem(value: string): string | null {
  return base64urlBytes(value) === 16 ? null : 'must be the 16-byte secret in base64url the browser gave';
}

export interface PushAlertFacts {
  order_id: string;
  number: number;
  display_number: string;
  total: number;
  currency: string;
  customer_name: string;
}

/** The notification's title and body for a new order; the click opens the live orders. */
export function liveOrderNotice(alert: PushAlertFacts) {
  return {
    title: `New order ${alert.display_number}`,
    body: `${formatMoney(alert.total, alert.currency)} from ${alert.customer_name}`,
    url: LIVE_ORDERS_PATH,
  };
}

/**
 * Where a notification's click goes: its url inside the console's own origin, else the console's
 * start. A payload cannot send the merchant to another site.
 */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/**
 * What a push service's answer means for the subscription (RFC 8030, 8292): 404/410 it is gone
 * for good (delete it); another 4xx refuses this message for good (a key or size problem that a
 * retry repeats); 429, 5xx or no answer pass, so the send is tried again.
 */
export function pushOutcome(statusCode: number | undefined): 'sent' | 'expired' | 'refused' | 'retry' {
  if (statusCode === undefined) return 'retry';
  if (statusCode >= 200 && statusCode < 300) return 'sent';
  if (statusCode === 404 || statusCode === 410) return 'expired';
  if (statusCode >= 400 && statusCode < 500 && statusCode !== 429 && statusCode !== 408) return 'refused';
  return 'retry';
}

/** The push message's topic for an order (RFC 8030: at most 32 base64url characters): a later send replaces an undelivered one. */
export const pushTopicOf = (orderId: string) => orderId.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
