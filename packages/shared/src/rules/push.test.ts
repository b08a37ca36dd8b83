import { describe, expect, it } from 'vitest';
import {
  authSecretProblem,
  liveOrderNotice,
  notificationTarget,
  p256dhProblem,
  pushEndpointProblem,
  pushOutcome,
  pushTopicOf,
} from './push.js';

// A real Chrome subscription's keys (public values).
const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';

describe('push subscription endpoints', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QGuQ',
    ]) {
      expect(pushEndpointProblem(endpoint)).toBeNull();
    }
  });
  it('refuses other hosts, plain http, ports, credentials and non-addresses', () => {
    expect(pushEndpointProblem('https://evil.example.com/fcm/send/x')).toBe('is not a known browser push service');
    expect(pushEndpointProblem('https://fcm.googleapis.com.evil.com/x')).toBe('is not a known browser push service');
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/x')).toBe('must be an https address');
    expect(pushEndpointProblem('https://fcm.googleapis.com:8443/x')).toBe('is not a push service address');
    expect(pushEndpointProblem('https://u:p@fcm.googleapis.com/x')).toBe('is not a push service address');
    expect(pushEndpointProblem('not a url')).toMatch(/address the browser gave/);
  });
  it('accepts a configured extra origin exactly (a local push service in tests)', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4000/push/1', ['http://127.0.0.1:4000'])).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:4001/push/1', ['http://127.0.0.1:4000'])).toBe(
      'must be an https address',
    );
  });
});

describe('push subscription keys', () => {
  it('accepts a browser’s p256dh and auth', () => {
    expect(p256dhProblem(P256DH)).toBeNull();
    expect(authSecretProblem(AUTH)).toBeNull();
  });
  it('refuses keys of the wrong length, alphabet or point form', () => {
    expect(p256dhProblem(P256DH.slice(0, 40))).toMatch(/65-byte/);
    expect(p256dhProblem(`${P256DH.slice(0, -1)}+`)).toMatch(/65-byte/);
    expect(p256dhProblem(`A${P256DH.slice(1)}`)).toBe('must be an uncompressed P-256 key');
    expect(authSecretProblem('short')).toMatch(/16-byte/);
    expect(authSecretProblem(`${AUTH}AAAA`)).toMatch(/16-byte/);
    expect(authSecretProblem('tBHItJI5svbpez7KI4CC/g')).toMatch(/16-byte/);
  });
});

describe('the new-order notification', () => {
  it('names the order, its total and the customer, and opens the live orders', () => {
    const notice = liveOrderNotice({
      order_id: 'o',
      number: 1042,
      display_number: 'UT-01042',
      total: 25_000,
      currency: 'INR',
      customer_name: 'Asha',
    });
    expect(notice.title).toBe('New order UT-01042');
    expect(notice.body).toContain('250.00');
    expect(notice.body).toContain('from Asha');
    expect(notice.url).toBe('/orders/product/live/all');
  });
  it('opens only addresses of the console’s own origin', () => {
    const origin = 'https://admin.example.com';
    expect(notificationTarget('/orders/product/live/all', origin)).toBe(`${origin}/orders/product/live/all`);
    expect(notificationTarget(`${origin}/dashboard`, origin)).toBe(`${origin}/dashboard`);
    expect(notificationTarget('https://evil.example.com/x', origin)).toBe(`${origin}/`);
    expect(notificationTarget('//evil.example.com/x', origin)).toBe(`${origin}/`);
    expect(notificationTarget(undefined, origin)).toBe(`${origin}/`);
  });
  it('tells an expired subscription from a passing failure, and makes a valid topic', () => {
    expect([201, 404, 410, 400, 403, 413].map((code) => pushOutcome(code))).toEqual([
      'sent',
      'expired',
      'expired',
      'refused',
      'refused',
      'refused',
    ]);
    expect([408, 429, 500, 503, undefined].map((code) => pushOutcome(code))).toEqual(Array(5).fill('retry'));
    expect(pushTopicOf('0b6f1c7e-2d3a-4c5b-9e8f-1a2b3c4d5e6f')).toBe('0b6f1c7e2d3a4c5b9e8f1a2b3c4d5e6f');
  });
});
