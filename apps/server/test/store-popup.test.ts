import { eq } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import type { ShopPopup } from '@stallfront/shared/shop';
import { popupVersion } from '@stallfront/shared/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, shopOnPlan, visit } from './shop-fixtures.js';

const POPUP = '/api/store/store_popup';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const popup = {
  enabled: true,
  title: 'Join the list',
  text: '10% off your first order',
  image: '',
  button_label: 'Shop new arrivals',
  button_link: '/c/new',
  delay_seconds: 8,
  once_per_visitor: true,
  starts_on: null,
  ends_on: null,
};

/** Essential has the store pop-up, the free plan does not. */
const popupStore = (packageId: string = PACKAGE_IDS.essential) => shopOnPlan(t, packageId);

/** The props a page hands its pop-up island, or null when it has none. */
async function popupOn(url: string): Promise<{ popup: ShopPopup; besideChat: boolean } | null> {
  const { html } = await visit(t, url);
  const props = html.match(/data-island="store-popup" data-props="([^"]*)"/)?.[1];
  if (props === undefined) return null;
  const json = props
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(json);
}

describe('the store pop-up', () => {
  it('is null until saved, then handed to the browsing pages’ island, remembered by its content', async () => {
    const shop = await popupStore();
    expect((await t.call('GET', POPUP, undefined, shop.token)).body).toEqual({ status: true, data: null, version: 0 });
    expect(await popupOn(`${shop.base}/`)).toBeNull();

    const saved = await t.call('PUT', POPUP, { ...popup, title: '  Join the list ' }, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual(popup);
    expect((await t.call('GET', POPUP, undefined, shop.token)).body.data).toEqual(popup);

    const expected: ShopPopup = {
      title: 'Join the list',
      text: '10% off your first order',
      image: null,
      button: { label: 'Shop new arrivals', href: `${shop.base}/c/new` },
      delay_seconds: 8,
      remember: { key: `stallfront:popup:${shop.sub}`, version: popupVersion(popup) },
    };
    expect(await popupOn(`${shop.base}/`)).toEqual({ popup: expected, besideChat: false });
    const catalog = await addCatalog(t, shop.token, { name: 'New' });
    const product = await addProduct(t, shop.token);
    for (const path of [`/c/${catalog.slug}`, `/p/${product.slug}`]) {
      expect((await popupOn(`${shop.base}${path}`))?.popup, path).toEqual(expected);
    }
    // Never between a shopper and what they came to finish.
    for (const path of ['/cart', '/checkout', '/account']) {
      expect(await popupOn(`${shop.base}${path}`), path).toBeNull();
    }

    // Shown on every visit, with its own picture and a web address for its button.
    const changed = {
      ...popup,
      once_per_visitor: false,
      image: '/media/banner.webp',
      button_link: 'https://example.com/join',
    };
    await t.call('PUT', POPUP, changed, shop.token);
    expect((await popupOn(`${shop.base}/`))?.popup).toEqual({
      ...expected,
      image: '/media/banner.webp',
      button: { label: 'Shop new arrivals', href: 'https://example.com/join' },
      remember: null,
    });

    await t.call('PUT', POPUP, { ...popup, enabled: false }, shop.token);
    expect(await popupOn(`${shop.base}/`)).toBeNull();
  });

  it('shows only on its days, counted in the store’s zone', async () => {
    const shop = await popupStore();
    // 20:00 UTC on the 30th is the 1st in India (UTC+5:30).
    t.clock.set(new Date('2026-11-30T20:00:00Z'));
    try {
      await t.call('PUT', POPUP, { ...popup, starts_on: '2026-12-01', ends_on: '2026-12-02' }, shop.token);
      expect(await popupOn(`${shop.base}/`)).not.toBeNull();
      await t.call('PUT', POPUP, { ...popup, starts_on: '2026-12-02', ends_on: null }, shop.token);
      expect(await popupOn(`${shop.base}/`)).toBeNull();
      await t.call('PUT', POPUP, { ...popup, starts_on: null, ends_on: '2026-11-30' }, shop.token);
      expect(await popupOn(`${shop.base}/`)).toBeNull();
    } finally {
      t.clock.set(new Date());
    }
  });

  it('refuses what it cannot show, naming the field, and keeps what was saved', async () => {
    const shop = await popupStore();
    await t.call('PUT', POPUP, popup, shop.token);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...popup, title: '' }, /^title: Write the pop-up’s title/],
      [{ ...popup, title: 'x'.repeat(81) }, /^title: 80 characters at most/],
      [{ ...popup, text: 'x'.repeat(301) }, /^text: 300 characters at most/],
      [{ ...popup, image: 'http://example.com/a.png' }, /^image: Upload an image or give an https address/],
      [{ ...popup, button_link: 'javascript:alert(1)' }, /^button_link: Enter a page of your shop/],
      [{ ...popup, button_link: '' }, /^button_link: Add the page the button opens, or clear its label/],
      [{ ...popup, button_label: '' }, /^button_label: Write what the button says, or clear its link/],
      [{ ...popup, button_label: 'x'.repeat(31) }, /^button_label: 30 characters at most/],
      [{ ...popup, delay_seconds: 500 }, /^delay_seconds: Wait at most 120 seconds/],
      [{ ...popup, delay_seconds: -1 }, /^delay_seconds: Use 0 seconds or more/],
      [{ ...popup, delay_seconds: 2.5 }, /^delay_seconds: Use whole seconds/],
      [{ ...popup, starts_on: '2026-12-05', ends_on: '2026-12-01' }, /^ends_on: Choose an end on or after the start/],
      [{ title: 'Only a title' }, /^enabled: /],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', POPUP, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('GET', POPUP, undefined, shop.token)).body.data).toEqual(popup);
    // A pop-up with no button at all is fine.
    const plain = { ...popup, button_label: '', button_link: '' };
    expect((await t.call('PUT', POPUP, plain, shop.token)).statusCode).toBe(200);
    expect((await popupOn(`${shop.base}/`))?.popup.button).toBeNull();
  });

  it('is the store pop-up feature’s: 404 without it, and a store that loses it stops showing it', async () => {
    const free = await popupStore(PACKAGE_IDS.genieFree);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', popup],
    ] as const) {
      const refused = await t.call(method, POPUP, body, free.token);
      expect(refused.statusCode, method).toBe(404);
      expect(refused.body.message).toBe('This store has no pop-up: turn on the store pop-up feature.');
    }

    const shop = await popupStore();
    await t.call('PUT', POPUP, popup, shop.token);
    expect(await popupOn(`${shop.base}/`)).not.toBeNull();
    await t.app.ctx.db.update(stores).set({ packageId: PACKAGE_IDS.genieFree }).where(eq(stores.id, shop.id));
    await t.written();
    expect(await popupOn(`${shop.base}/`)).toBeNull();
  });
});
