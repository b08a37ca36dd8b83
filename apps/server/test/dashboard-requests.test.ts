import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, enquiries, quotes, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, shopStore } from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const requests = (token: string, body: unknown) => t.call('POST', '/api/store/dashboard_requests', body, token);
const contact = { name: 'Ravi Menon', email: 'ravi@example.com' };
/** The period is 2026-11-08 to 2026-11-14 in Kolkata; the one before, 2026-11-01 to 2026-11-07. */
const RANGE = { from: '2026-11-08', to: '2026-11-14' };

async function storeOf(overrides: Parameters<typeof shopStore>[1]) {
  const shop = await shopStore(t, { country: 'IN', ...overrides });
  await t.app.ctx.db.update(stores).set({ timezone: 'Asia/Kolkata' }).where(eq(stores.id, shop.id));
  return shop;
}

describe('POST /store/dashboard_requests', () => {
  it("counts a quote store's quotes by the store's day: received, replied, confirmed, and those waiting", async () => {
    const shop = await storeOf({ type: 'quot_based', sub_type: 'quot', category: 'mobile_computer' });
    let number = 0;
    const quote = (at: string, more: Partial<typeof quotes.$inferInsert> = {}) =>
      t.app.ctx.db.insert(quotes).values({
        storeId: shop.id,
        number: ++number,
        currency: 'INR',
        ...contact,
        createdAt: new Date(at),
        ...more,
      });
    // 2026-11-07T18:29Z is 23:59 on the 7th in Kolkata: the period before. A minute later is the 8th.
    await quote('2026-11-07T18:29:00Z');
    await quote('2026-11-07T18:31:00Z', { status: 'replied', repliedAt: new Date('2026-11-09T00:00:00Z') });
    await quote('2026-11-10T06:00:00Z', {
      status: 'confirmed',
      repliedAt: new Date('2026-11-10T08:00:00Z'),
      confirmedAt: new Date('2026-11-11T08:00:00Z'),
    });
    await quote('2026-11-14T18:29:00Z');
    await quote('2026-11-14T18:31:00Z'); // the 15th in Kolkata: after the period
    const res = await requests(shop.token, RANGE);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      kind: 'quote',
      period: { received: 3, replied: 2, confirmed: 1 },
      previous: { received: 1, replied: 0, confirmed: 0 },
      waiting: 3,
    });
  });

  it("counts an enquiry store's enquiries and its listings", async () => {
    const shop = await storeOf({ type: 'estates', category: 'home_furniture' });
    await addProduct(t, shop.token, { sku: 'FLAT-1', slug: 'flat-1', name: 'Two-bed flat' });
    const enquiry = (at: string, status: 'new' | 'contacted' | 'closed') =>
      t.app.ctx.db
        .insert(enquiries)
        .values({ storeId: shop.id, ...contact, message: 'Is it free?', status, createdAt: new Date(at) });
    await enquiry('2026-11-08T06:00:00Z', 'new');
    await enquiry('2026-11-09T06:00:00Z', 'contacted');
    await enquiry('2026-11-09T07:00:00Z', 'closed');
    await enquiry('2026-11-02T07:00:00Z', 'new');
    const res = await requests(shop.token, RANGE);
    expect(res.body.data).toEqual({
      kind: 'enquiry',
      period: { received: 3, contacted: 2, closed: 1 },
      previous: { received: 1, contacted: 0, closed: 0 },
      waiting: 2,
      listings: 1,
    });
  });

  it("counts a service store's bookings, leaving out holds that lapsed, and the week's upcoming ones", async () => {
    const shop = await storeOf({ type: 'service_based', category: 'local_services' });
    const service = await addProduct(t, shop.token, { sku: 'CUT-1', slug: 'cut-1', name: 'Haircut' });
    let slot = 0;
    const booking = (
      made: string,
      status: 'booked' | 'done' | 'cancelled',
      more: Partial<typeof bookings.$inferInsert> = {},
    ) => {
      slot += 1;
      const startsAt = new Date(Date.parse('2026-11-20T04:00:00Z') + slot * 3_600_000);
      return t.app.ctx.db.insert(bookings).values({
        storeId: shop.id,
        productId: service._id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 1_800_000),
        status,
        ...contact,
        createdAt: new Date(made),
        ...more,
      });
    };
    await booking('2026-11-08T06:00:00Z', 'booked');
    await booking('2026-11-09T06:00:00Z', 'done');
    await booking('2026-11-10T06:00:00Z', 'cancelled');
    await booking('2026-11-10T07:00:00Z', 'cancelled', { heldUntil: new Date('2026-11-10T07:30:00Z') });
    await booking('2026-11-03T06:00:00Z', 'booked');
    t.clock.set(new Date('2026-11-14T10:00:00Z'));
    try {
      const res = await requests(shop.token, RANGE);
      expect(res.body.data).toEqual({
        kind: 'booking',
        period: { booked: 2, done: 1, cancelled: 1 },
        previous: { booked: 1, done: 0, cancelled: 0 },
        // Both booked ones start on the 20th, within the store's next seven days.
        upcoming: 2,
      });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('answers a cart store with its kind alone, refuses bad ranges and staff without the dashboard', async () => {
    const shop = await shopStore(t);
    expect((await requests(shop.token, RANGE)).body.data).toEqual({ kind: 'cart' });
    const bad = await requests(shop.token, { from: '2026-11-10', to: '2026-11-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^to: must not be before from/);
    expect((await requests(await memberToken(t, shop.id, 'staff', ['dashboard']), RANGE)).statusCode).toBe(200);
    expect((await requests(await memberToken(t, shop.id, 'staff', ['orders']), RANGE)).statusCode).toBe(403);
  });
});
