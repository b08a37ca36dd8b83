import { eq } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { shopStore, visit } from './shop-fixtures.js';

const BAR = '/api/store/announcement_bar';
const CHAT = '/api/store/chat_configuration';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bar = {
  enabled: true,
  text: 'Free delivery over ₹999',
  link: '/c/sale',
  background: '#3b2418',
  starts_on: null,
  ends_on: null,
};
const chat = {
  enabled: true,
  whatsapp: '+91 98450 12345',
  greeting: 'Hi! Is this in stock?',
  pages: ['home', 'product'],
};

/** A shop on the Essential package (which has the announcement bar), with the chat button bought on top. */
async function websiteStore(paidFeatures: string[] = ['chat_configuration']) {
  const shop = await shopStore(t);
  await t.app.ctx.db
    .update(stores)
    .set({ packageId: PACKAGE_IDS.essential, billingStatus: 'paid', paidFeatures, trialExpiry: null })
    .where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

describe('the announcement bar', () => {
  it('is null until saved, then drawn over every page of the shop, its link within the shop', async () => {
    const shop = await websiteStore();
    expect((await t.call('GET', BAR, undefined, shop.token)).body).toEqual({ status: true, data: null, version: 0 });
    expect((await visit(t, `${shop.base}/`)).html).not.toContain('aria-label="Announcement"');

    const saved = await t.call('PUT', BAR, { ...bar, text: '  Free delivery over ₹999 ' }, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual(bar);
    expect((await t.call('GET', BAR, undefined, shop.token)).body.data).toEqual(bar);
    // The page was kept before the save: the save drops it, and every page shows the bar.
    for (const path of ['/', '/search?q=shirt', '/cart']) {
      const { html } = await visit(t, `${shop.base}${path}`);
      expect(html, path).toContain(`<a href="${shop.base}/c/sale">Free delivery over ₹999</a>`);
      expect(html, path).toContain('background:#3b2418;color:#fff');
    }

    await t.call('PUT', BAR, { ...bar, enabled: false }, shop.token);
    expect((await visit(t, `${shop.base}/`)).html).not.toContain('Free delivery over ₹999');
  });

  it('shows only on its days, counted in the store’s zone', async () => {
    const shop = await websiteStore();
    // 20:00 UTC on the 30th is the 1st in India (UTC+5:30).
    t.clock.set(new Date('2026-11-30T20:00:00Z'));
    try {
      await t.call('PUT', BAR, { ...bar, starts_on: '2026-12-01', ends_on: '2026-12-02' }, shop.token);
      expect((await visit(t, `${shop.base}/`)).html).toContain('Free delivery over ₹999');
      await t.call('PUT', BAR, { ...bar, starts_on: '2026-12-02', ends_on: null }, shop.token);
      expect((await visit(t, `${shop.base}/`)).html).not.toContain('Free delivery over ₹999');
      await t.call('PUT', BAR, { ...bar, starts_on: null, ends_on: '2026-11-30' }, shop.token);
      expect((await visit(t, `${shop.base}/`)).html).not.toContain('Free delivery over ₹999');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('refuses what it cannot show, naming the field, and keeps what was saved', async () => {
    const shop = await websiteStore();
    await t.call('PUT', BAR, bar, shop.token);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...bar, text: '' }, /^text: Write what the bar says/],
      [{ ...bar, text: 'x'.repeat(161) }, /^text: 160 characters at most/],
      [{ ...bar, link: 'javascript:alert(1)' }, /^link: Enter a page of your shop/],
      [{ ...bar, link: '//evil.example' }, /^link: Enter a page of your shop/],
      [{ ...bar, background: 'red' }, /^background: Enter a colour like #1a2b3c/],
      [{ ...bar, starts_on: '2026-12-05', ends_on: '2026-12-01' }, /^ends_on: Choose an end on or after the start/],
      [{ ...bar, starts_on: '05/12/2026' }, /^starts_on: must be a date like 2026-05-31/],
      [{ text: 'Only text' }, /^enabled: /],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', BAR, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('GET', BAR, undefined, shop.token)).body.data).toEqual(bar);
  });

  it('is the owner’s and website staff’s; other staff and branches are refused (the access table covers vendors)', async () => {
    const shop = await websiteStore();
    const website = await memberToken(t, shop.id, 'staff', ['website']);
    expect((await t.call('PUT', BAR, bar, website)).statusCode).toBe(200);
    for (const token of [await memberToken(t, shop.id, 'staff', ['orders']), await memberToken(t, shop.id, 'branch')]) {
      expect((await t.call('GET', BAR, undefined, token)).statusCode).toBe(403);
      expect((await t.call('PUT', BAR, bar, token)).statusCode).toBe(403);
    }
  });
});

describe('the chat button', () => {
  it('is the chat configuration feature’s: 404 without it', async () => {
    const shop = await websiteStore([]);
    const refused = await t.call('PUT', CHAT, chat, shop.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('This store has no chat button: turn on the chat configuration feature.');
  });

  it('opens WhatsApp with the greeting on the pages chosen, and nowhere else', async () => {
    const shop = await websiteStore();
    const saved = await t.call('PUT', CHAT, chat, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const link = 'href="https://wa.me/919845012345?text=Hi!%20Is%20this%20in%20stock%3F"';
    expect((await visit(t, `${shop.base}/`)).html).toContain(link);
    expect((await visit(t, `${shop.base}/cart`)).html).not.toContain('wa.me');
    // A store that loses the feature stops showing it.
    await t.app.ctx.db.update(stores).set({ paidFeatures: [] }).where(eq(stores.id, shop.id));
    await t.written();
    expect((await visit(t, `${shop.base}/`)).html).not.toContain('wa.me');
  });

  it('refuses a number without its country code and an empty choice of pages', async () => {
    const shop = await websiteStore();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...chat, whatsapp: '98450 12345' }, /^whatsapp: Enter the WhatsApp number with its country code/],
      [{ ...chat, pages: [] }, /^pages: Pick at least one page/],
      [{ ...chat, pages: ['checkout'] }, /^pages\.0: Pick the pages it shows on/],
      [{ ...chat, greeting: 'x'.repeat(201) }, /^greeting: 200 characters at most/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', CHAT, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});
