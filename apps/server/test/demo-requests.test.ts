import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { demoToken } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t.close());

const owner = (sub: string) => demoToken(t, `owner@${sub}.demo`, DEMO_PASSWORD);

describe('the demo requests', () => {
  it('gives Wholesale Hub live, replied, confirmed and cancelled quotes, the confirmed ones as orders', async () => {
    const token = await owner('wholesale-hub');
    const statuses: string[] = [];
    for (const state of ['live', 'confirmed', 'cancelled']) {
      const res = await t.call('POST', '/api/store/quote_list', { state, limit: 100 }, token);
      expect(res.body.list.length, state).toBeGreaterThan(0);
      statuses.push(...res.body.list.map((q: { status: string }) => q.status));
    }
    expect(new Set(statuses)).toEqual(new Set(['live', 'replied', 'confirmed', 'cancelled']));
    const confirmed = await t.call('POST', '/api/store/quote_list', { state: 'confirmed' }, token);
    const quote = await t.call('GET', `/api/store/quote/${confirmed.body.list[0]._id}`, undefined, token);
    expect(quote.body.data.order_number).toBeGreaterThan(1000);
  });

  it('gives Enquire Electronics new, contacted and closed enquiries with replies', async () => {
    const res = await t.call('POST', '/api/store/customer_enquiry', { limit: 100 }, await owner('enquire-electronics'));
    const statuses = new Set(res.body.list.map((e: { status: string }) => e.status));
    expect(statuses).toEqual(new Set(['new', 'contacted', 'closed']));
  });

  it('gives Urban Threads paid and failed donations, seen by its staff with the orders grant', async () => {
    const staff = await demoToken(t, 'staff@urban-threads.demo', DEMO_PASSWORD);
    const res = await t.call('POST', '/api/store/donation_list', { limit: 100 }, staff);
    expect(new Set(res.body.list.map((d: { status: string }) => d.status))).toEqual(new Set(['paid', 'failed']));
  });
});
