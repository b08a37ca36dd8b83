import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, STANDARD_WEEK } from '@stallfront/shared';
import { bookings, stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let haircut: { _id: string };
let fringe: { _id: string };
const ZONE = 'Asia/Kolkata';
/** The first Tuesday from the day after tomorrow, in the shop's zone: the day the category opens. */
let tuesday: string;
const at = (hhmm: string) => new Date(`${tuesday}T${hhmm}:00+05:30`);

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { type: 'service_based', category: 'beauty_cosmetics', country: 'IN' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['appointments'] })
    .where(eq(stores.id, shop.id));
  await t.written();
  haircut = await addProduct(t, shop.token, { slug: 'haircut', name: 'Haircut', sku: 'CUT-1' });
  fringe = await addProduct(t, shop.token, { slug: 'fringe', name: 'Fringe trim', sku: 'CUT-2' });
  for (let i = 2; !tuesday; i++) {
    const day = dayIn(new Date(Date.now() + i * 86_400_000), ZONE);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 2) tuesday = day;
  }
});
afterAll(() => t.close());

/** Open on Tuesdays only, 10:00 to 12:00: 45 minutes and 15 kept free after. */
const category = (fields: Record<string, unknown> = {}) => ({
  name: 'Hair',
  duration_minutes: 45,
  price: 0,
  staff: ['Asha'],
  hours: STANDARD_WEEK.map((h, i) => ({ ...h, open: i === 1, opens: '10:00', closes: '12:00' })),
  buffer_minutes: 15,
  product_ids: [haircut._id, fringe._id],
  ...fields,
});
const add = (fields: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/appointment-category', category(fields), token);
const contact = { name: 'Meera', email: 'meera@example.com', phone: '+91 98765 43210', note: '' };
const book = (slug: string, start: Date, email = contact.email) =>
  new Shopper(t, undefined, `10.7.0.${Math.floor(Math.random() * 200) + 1}`).post(`${shop.base}/p/${slug}/book`, {
    ...contact,
    email,
    starts_at: start.toISOString(),
  });

describe('/setting/appointment-categories (POST, PUT, PATCH /store/appointment-category)', () => {
  it('refuses a bad category on its field and saves nothing', async () => {
    const backwards = category().hours.map((h, i) => (i === 2 ? { open: true, opens: '18:00', closes: '09:00' } : h));
    for (const [fields, message] of [
      [{ duration_minutes: 7 }, 'duration_minutes: Use steps of 5 minutes'],
      [{ duration_minutes: 485 }, 'duration_minutes: 8 hours at most'],
      [{ buffer_minutes: 121 }, 'buffer_minutes: 2 hours at most'],
      [{ price: -1 }, 'price: 0 at least'],
      [{ hours: backwards }, 'hours.2.closes: Wednesday must close after it opens'],
      [{ hours: category().hours.map((h) => ({ ...h, opens: '25:00' })) }, 'hours.0.opens: Enter a time like 09:00'],
      [{ hours: category().hours.slice(1) }, 'hours: Give the hours of all seven days'],
      [{ staff: [''] }, 'staff.0: Enter a name'],
    ] as const) {
      const res = await add(fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const count = await t.call('GET', '/api/store/appointment-category_list', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 0 });
  });

  it('is for stores that take appointments: a 404 elsewhere', async () => {
    // A service store gets Appointments as an app; without it, no categories.
    const plain = await shopStore(t, { type: 'service_based', category: 'beauty_cosmetics' });
    const res = await add({ product_ids: [] }, plain.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store takes no appointments: add the Appointments app first.');
  });

  it('books a service by its category’s hours, length and buffer, and refuses a time outside them', async () => {
    const saved = await add({});
    expect(saved.statusCode).toBe(200);
    await t.written();

    const page = await new Shopper(t).get(`${shop.base}/p/haircut?day=${tuesday}`);
    expect(page.html).toContain(`value="${at('10:00').toISOString()}"`);
    expect(page.html).toContain(`value="${at('11:00').toISOString()}"`);
    expect(page.html).not.toContain(`value="${at('09:00').toISOString()}"`);
    expect(page.html).toContain('Each appointment takes 45 minutes.');
    // No price of its own (0): the service's price stands.
    expect(page.html).toContain('₹499.00');
    // A service in no category keeps the fixed hour.
    await addProduct(t, shop.token, { slug: 'massage', name: 'Massage', sku: 'MAS-1' });
    expect((await new Shopper(t).get(`${shop.base}/p/massage`)).html).toContain('Each appointment takes 1 hour.');

    for (const start of [at('09:00'), at('10:30'), new Date(at('10:00').getTime() + 86_400_000)]) {
      const refused = await book('haircut', start);
      expect(refused.status).toBe(400);
      expect(refused.html).toContain('this service is not booked at that time');
    }
    expect(await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id))).toHaveLength(0);

    expect((await book('haircut', at('10:00'))).status).toBe(200);
    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id));
    expect(row?.endsAt.toISOString()).toBe(at('10:45').toISOString());

    // One chair for the category: another of its services cannot overlap; the buffer ends at 11:00.
    const clash = await book('fringe', at('10:00'), 'other@example.com');
    expect(clash.status).toBe(409);
    expect(clash.html).toContain('someone has just booked this time');
    expect((await book('fringe', at('11:00'), 'other@example.com')).status).toBe(200);
    expect(await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id))).toHaveLength(2);
  });

  it('lays the console calendar on the categories’ hours and reschedules by them', async () => {
    const calendar = await t.call('GET', `/api/store/appointments/calendar?day=${tuesday}`, undefined, shop.token);
    expect(calendar.body.data.hours).toEqual({ days: [2], opens: '10:00', closes: '12:00', slot_minutes: 60 });

    const [row] = await t.app.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, at('10:00')));
    const id = row?.id ?? '';
    const slots = await t.call('GET', `/api/store/appointments/slots?id=${id}&day=${tuesday}`, undefined, shop.token);
    expect(slots.body.data.slots.map((s: { time: string; free: boolean }) => [s.time, s.free])).toEqual([
      ['10:00', false],
      ['11:00', false],
    ]);
    const refused = await t.call(
      'POST',
      '/api/store/appointments/action',
      { _id: id, version: row?.version, action: 'reschedule', starts_at: at('09:00').toISOString() },
      shop.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain('starts_at: Choose one of the times offered');
  });

  it('prices a service at its category’s price where that sets one, on the page and in its JSON-LD', async () => {
    const colour = await addProduct(t, shop.token, { slug: 'hair-colour', name: 'Hair colour', sku: 'COL-1' });
    const saved = await add({ name: 'Colour', price: 80000, product_ids: [colour._id] });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    await t.written();
    const page = await new Shopper(t).get(`${shop.base}/p/hair-colour`);
    const price = /<p class="price big">(.*?)<\/p>/s.exec(page.html)?.[1] ?? '';
    expect(price).toContain('₹800.00');
    expect(page.html).not.toContain('₹499.00');
    expect(page.html).toContain('"price":"800.00"');
  });
});
