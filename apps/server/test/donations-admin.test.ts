import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;

async function donatingShop() {
  const s = await shopStore(t, { name: 'Giving Store' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['donations'] })
    .where(eq(stores.id, s.id));
  await t.written();
  return s;
}

async function donate(s: typeof shop, name: string, amount: string, card = '4242 4242 4242 4242', note = '') {
  const email = `${name.split(' ')[0]?.toLowerCase()}@example.com`;
  await new Shopper(t).post(`${s.base}/donate`, {
    name,
    email,
    phone: '',
    amount,
    note,
    card_number: card,
    idempotency_key: randomUUID(),
  });
  t.clock.advance(60_000);
}

beforeAll(async () => {
  t = await startTestApp();
  shop = await donatingShop();
  await donate(shop, 'Grace Okafor', '250.50', '4242 4242 4242 4242', 'For the library');
  await donate(shop, 'Kenji Sato', '1000');
  await donate(shop, 'Zara Ali', '75', '4000 0000 0000 0002');
}, 60_000);
afterAll(() => t.close());

const list = (body: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/donation_list', body, token);

describe('the donation list', () => {
  it('lists amount, donor, note, payment status and date, newest first', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    expect(
      res.body.list.map((d: { name: string; amount: number; status: string }) => [d.name, d.amount, d.status]),
    ).toEqual([
      ['Zara Ali', 7_500, 'failed'],
      ['Kenji Sato', 100_000, 'paid'],
      ['Grace Okafor', 25_050, 'paid'],
    ]);
    expect(res.body.list[2]).toMatchObject({ note: 'For the library', currency: 'INR', email: 'grace@example.com' });
  });

  it('filters by payment status, searches donors, sorts by amount and pages by cursor', async () => {
    expect((await list({ status: 'failed' })).body.list.map((d: { name: string }) => d.name)).toEqual(['Zara Ali']);
    expect((await list({ search: 'kenji' })).body.list.map((d: { name: string }) => d.name)).toEqual(['Kenji Sato']);
    const first = await list({ sort: 'amount', direction: 'asc', limit: 2 });
    expect(first.body.list.map((d: { amount: number }) => d.amount)).toEqual([7_500, 25_050]);
    const next = await list({ sort: 'amount', direction: 'asc', limit: 2, cursor: first.body.next_cursor });
    expect(next.body.list.map((d: { amount: number }) => d.amount)).toEqual([100_000]);
    expect(next.body.next_cursor).toBeNull();
    const count = await t.call('GET', '/api/store/donation_list?status=paid', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 2, capped: false });
    t.clock.advance(2 * 86_400_000);
    expect((await list({ period: 'today' })).body.list).toEqual([]);
    expect((await list({ period: '7d' })).body.list).toHaveLength(3);
    t.clock.advance(-2 * 86_400_000);
  });

  it('exports the filter as CSV with the amount in the currency', async () => {
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/store/donation_list/export',
      payload: { status: 'paid' },
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split(/\r?\n/);
    expect(rows[0]).toBe('created_on,status,name,email,phone,amount,currency,note,reference');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('Grace Okafor');
    expect(rows[2]).toContain('250.50');
  });

  it('refuses bad filters naming the field', async () => {
    const status = await list({ status: 'refunded' });
    expect(status.statusCode).toBe(400);
    expect(status.body.message).toMatch(/status/);
    const sort = await list({ sort: 'name' });
    expect(sort.statusCode).toBe(400);
    expect(sort.body.message).toMatch(/sort/);
    const period = await t.call('GET', '/api/store/donation_list?period=forever', undefined, shop.token);
    expect(period.statusCode).toBe(400);
    expect(period.body.message).toMatch(/period/);
  });
});

describe('who may see donations', () => {
  it('the owner and staff with the orders grant; not other staff, vendors or branches', async () => {
    expect((await list({}, await memberToken(t, shop.id, 'staff', ['orders']))).body.list).toHaveLength(3);
    for (const token of [
      await memberToken(t, shop.id, 'staff', ['enquiries', 'quotes']),
      await memberToken(t, shop.id, 'vendor', ['add_product']),
      await memberToken(t, shop.id, 'branch'),
    ]) {
      expect((await list({}, token)).statusCode).toBe(403);
    }
  });

  it("shows only the store's own donations, and none without the donations feature", async () => {
    const other = await donatingShop();
    await donate(other, 'Omar Haddad', '20');
    expect((await list({}, other.token)).body.list.map((d: { name: string }) => d.name)).toEqual(['Omar Haddad']);
    const plain = await shopStore(t);
    const refused = await list({}, plain.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toMatch(/donations feature/);
  });
});
