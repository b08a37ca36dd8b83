import { describe, expect, it, vi } from 'vitest';
import { liveOrderFromWorker } from './worker-messages';
import {
  answersRequest,
  notificationOptionsOf,
  offlineCacheName,
  openFromNotification,
  PUSH_MESSAGE,
  readPush,
  staleCaches,
  type WindowLike,
} from './worker-logic';

const ORIGIN = 'https://admin.example.com';
const ALERT = {
  event_id: 'e1',
  order_id: 'o-1042',
  number: 1042,
  display_number: '#1042',
  total: 25_000,
  currency: 'INR',
  customer_name: 'Asha',
};
const LIVE_ORDER = {
  title: 'New order #1042',
  body: '₹250.00 from Asha',
  data: { url: '/orders/product/live/all', keyword: 'live_order', alert: ALERT },
};

function windowAt(url: string, focused = false, navigates = true): WindowLike & { navigate: ReturnType<typeof vi.fn> } {
  return {
    url,
    focused,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => (navigates ? {} : null)),
  };
}

describe('the service worker’s notification click', () => {
  it('sends the focused console window to the notification’s url', async () => {
    const other = windowAt(`${ORIGIN}/dashboard`);
    const focused = windowAt(`${ORIGIN}/products`, true);
    const openWindow = vi.fn();
    const went = await openFromNotification(
      { matchAll: async () => [other, focused], openWindow },
      ORIGIN,
      '/orders/product/live/all',
    );
    expect(went).toBe(`${ORIGIN}/orders/product/live/all`);
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/orders/product/live/all`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no console window is open, or none can be moved', async () => {
    const openWindow = vi.fn();
    const foreign = windowAt('https://elsewhere.example.com/');
    await openFromNotification({ matchAll: async () => [foreign], openWindow }, ORIGIN, '/orders/product/live/all');
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/orders/product/live/all`);
    expect(foreign.navigate).not.toHaveBeenCalled();

    const uncontrolled = windowAt(`${ORIGIN}/dashboard`, true, false);
    await openFromNotification(
      { matchAll: async () => [uncontrolled], openWindow },
      ORIGIN,
      '/orders/product/live/all',
    );
    expect(openWindow).toHaveBeenCalledTimes(2);
  });

  it('never leaves the console’s origin, whatever url the payload carries', async () => {
    const openWindow = vi.fn();
    await openFromNotification({ matchAll: async () => [], openWindow }, ORIGIN, 'https://evil.example.com/phish');
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});

describe('the service worker’s push', () => {
  it('shows a new order with its order id as tag, so a repeated push replaces it', () => {
    const push = readPush(LIVE_ORDER);
    expect(push).toMatchObject({ title: 'New order #1042', url: '/orders/product/live/all', tag: 'order:o-1042' });
    const options = notificationOptionsOf(push);
    expect(options).toMatchObject({ body: '₹250.00 from Asha', tag: 'order:o-1042', requireInteraction: true });
    expect(options.data).toMatchObject({ url: '/orders/product/live/all', keyword: 'live_order' });
  });
  it('still shows something for a payload of another shape (browsers require a notification per push)', () => {
    expect(readPush(null)).toMatchObject({ title: 'Stallfront', body: '', url: '/', tag: undefined });
    expect(readPush({ title: 'Hello', data: { url: 5 } })).toMatchObject({ title: 'Hello', url: '/' });
  });
  it('hands the open console a live_order push as its alert, and nothing else', () => {
    expect(liveOrderFromWorker({ type: PUSH_MESSAGE, payload: LIVE_ORDER })).toEqual(ALERT);
    expect(
      liveOrderFromWorker({ type: PUSH_MESSAGE, payload: { ...LIVE_ORDER, data: { keyword: 'news' } } }),
    ).toBeNull();
    expect(liveOrderFromWorker({ type: 'other', payload: LIVE_ORDER })).toBeNull();
    expect(
      liveOrderFromWorker({ type: PUSH_MESSAGE, payload: { data: { keyword: 'live_order', alert: { order_id: 1 } } } }),
    ).toBeNull();
  });
});

describe('the service worker’s fetch and caches', () => {
  it('answers page loads only; scripts, styles and the API pass through untouched', () => {
    expect(answersRequest({ mode: 'navigate', method: 'GET' })).toBe(true);
    expect(answersRequest({ mode: 'cors', method: 'GET' })).toBe(false);
    expect(answersRequest({ mode: 'no-cors', method: 'GET' })).toBe(false);
    expect(answersRequest({ mode: 'navigate', method: 'POST' })).toBe(false);
  });
  it('drops the caches of other builds and keeps its own', () => {
    const names = [offlineCacheName('old'), offlineCacheName('new'), 'someone-else'];
    expect(staleCaches(names, 'new')).toEqual([offlineCacheName('old')]);
  });
});
