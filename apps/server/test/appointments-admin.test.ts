import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayIn, slotsOn, storeTimeZone } from '@stallfront/shared';
import { bookingEvents, bookings, mailOutbox, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
type Shop = Awaited<ReturnType<typeof shopStore>>;
let shop: Shop;
let other: Shop;
let serviceSlug = '';
let tag = 0;
const zone = storeTimeZone('IN');

/** A service store that sells appointments (the feature is a paid one). */
async function serviceStore(name: string): Promise<Shop> {
  const store = await shopStore(t, { name, type: 'service_based', category: 'beauty_cosmetics', country: 'IN' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['appointments'] })
    .where(eq(stores.id, store.id));
  await t.written();
  return store;
}

beforeAll(async () => {
  t = await startTestApp();
  shop = await serviceStore('Glow Test');
  other = await serviceStore('Other Glow');
  serviceSlug = 'facial';
  await addProduct(t, shop.token, { sku: 'FACIAL', slug: serviceSlug, name: 'Facial' });
  await addProduct(t, other.token, { sku: 'OTHER', slug: 'massage', name: 'Massage' });
});
afterAll(() => t.close());

/** The open days from tomorrow on, each with its slots. */
function openDays(count: number): { day: string; slots: Date[] }[] {
  const days: { day: string; slots: Date[] }[] = [];
  for (let i = 1; days.length < count; i++) {
    const day = dayIn(new Date(Date.now() + i * 86_400_000), zone);
    const slots = slotsOn(day, zone);
    if (slots.length) days.push({ day, slots });
  }
  return days;
}

type OpenDay = { day: string; slots: Date[] };
/** The `index`-th open day from tomorrow (0 is the first). */
function openDay(index: number): OpenDay {
  const found = openDays(index + 1)[index];
  if (!found) throw new Error('no open day');
  return found;
}
const at = (d: OpenDay, i: number) => d.slots[i] as Date;

const BOOKING_LINK = 'Confirm your booking';

/** Books through the shop and confirms by the mailed link, as a shopper does; answers the appointment's id. */
async function book(startsAt: Date, store = shop, slug = serviceSlug): Promise<string> {
  tag += 1;
  const email = `client${tag}@example.com`;
  // An address per shopper: the shop limits bookings per address.
  const shopper = new Shopper(t, undefined, `10.7.${Math.floor(tag / 200)}.${(tag % 200) + 1}`);
  const res = await shopper.post(`${store.base}/p/${slug}/book`, {
    name: `Client ${tag}`,
    email,
    phone: '',
    starts_at: startsAt.toISOString(),
  });
  expect(res.status, res.html.slice(0, 300)).toBe(200);
  const [mail] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const link = mail?.textBody.match(/\/s\/\S+\/booking\/confirm\/[\w-]+/)?.[0] ?? '';
  expect((await shopper.post(link, {})).html).toContain('Your booking is confirmed');
  const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.email, email));
  return row?.id as string;
}

const act = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/store/appointments/action', body, token);
const get = (token: string, id: string) => t.call('GET', `/api/store/appointments/${id}`, undefined, token);
const rowOf = async (id: string) => (await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];
/** The mails of the console's changes to a customer (not the shop's booking link). */
const mailsTo = async (email: string) =>
  (await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
    (m) => !m.subject.startsWith(BOOKING_LINK),
  );

describe('reading appointments', () => {
  it('lists by time with day and time in the store’s zone, filters by status, range and search, and counts alike', async () => {
    const [a, b] = openDays(2) as [{ day: string; slots: Date[] }, { day: string; slots: Date[] }];
    const first = await book(a.slots[0] as Date);
    const second = await book(b.slots[1] as Date);
    const list = await t.call('POST', '/api/store/appointments/list', { sort: 'starts', direction: 'asc' }, shop.token);
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const ids = list.body.list.map((r: { _id: string }) => r._id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const row = list.body.list.find((r: { _id: string }) => r._id === first);
    expect(row).toMatchObject({
      service_name: 'Facial',
      status: 'booked',
      day: a.day,
      time: '09:00',
      end_time: '10:00',
    });

    const ranged = await t.call('POST', '/api/store/appointments/list', { from: b.day, to: b.day }, shop.token);
    expect(ranged.body.list.map((r: { _id: string }) => r._id)).toEqual([second]);
    const count = await t.call('GET', `/api/store/appointments/count?from=${b.day}&to=${b.day}`, undefined, shop.token);
    expect(count.body).toMatchObject({ total: 1, capped: false });
    const email = (await rowOf(second))?.email as string;
    const searched = await t.call('POST', '/api/store/appointments/list', { search: email }, shop.token);
    expect(searched.body.list.map((r: { _id: string }) => r._id)).toEqual([second]);
    const byService = await t.call('GET', '/api/store/appointments/count?search=faci', undefined, shop.token);
    expect(byService.body.total).toBeGreaterThanOrEqual(2);
    const cancelled = await t.call(
      'POST',
      '/api/store/appointments/list',
      { status: 'cancelled', from: a.day },
      shop.token,
    );
    expect(cancelled.body.list.map((r: { _id: string }) => r._id)).not.toContain(first);
  });

  it('answers a week of the calendar from Monday, with the hours and zone, and a day alone', async () => {
    const [a] = openDays(1) as [{ day: string; slots: Date[] }];
    const id = await book(a.slots[4] as Date);
    const week = await t.call('GET', `/api/store/appointments/calendar?day=${a.day}&view=week`, undefined, shop.token);
    expect(week.statusCode, JSON.stringify(week.body)).toBe(200);
    expect(week.body.data.days).toHaveLength(7);
    expect(new Date(`${week.body.data.days[0]}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(week.body.data).toMatchObject({
      time_zone: zone,
      hours: { opens: '09:00', closes: '18:00', slot_minutes: 60 },
      truncated: false,
    });
    expect(week.body.data.appointments.map((r: { _id: string }) => r._id)).toContain(id);
    const day = await t.call('GET', `/api/store/appointments/calendar?day=${a.day}&view=day`, undefined, shop.token);
    expect(day.body.data.days).toEqual([a.day]);
    expect(day.body.data.appointments.every((r: { day: string }) => r.day === a.day)).toBe(true);
    const bad = await t.call('GET', '/api/store/appointments/calendar?day=24-11-2026', undefined, shop.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/day/);
  });

  it('gives the service’s times of a day, its own marked, taken ones not free', async () => {
    const c = openDay(2);
    const mine = await book(at(c, 0));
    await book(at(c, 1));
    const res = await t.call('GET', `/api/store/appointments/slots?id=${mine}&day=${c.day}`, undefined, shop.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const slots = res.body.data.slots as { time: string; free: boolean; current: boolean }[];
    expect(slots[0]).toMatchObject({ time: '09:00', free: false, current: true });
    expect(slots[1]).toMatchObject({ time: '10:00', free: false, current: false });
    expect(slots[2]).toMatchObject({ time: '11:00', free: true });
  });
});

describe('actions', () => {
  it('reschedules to a free time: version up, timeline row, the old slot free again, the customer mailed', async () => {
    const a = openDay(3);
    const b = openDay(4);
    const id = await book(at(a, 2));
    const target = at(b, 3);
    const res = await act(shop.token, { _id: id, version: 1, action: 'reschedule', starts_at: target.toISOString() });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/moved/);
    expect(res.body.data).toMatchObject({ status: 'booked', version: 2, day: b.day, time: '12:00' });
    expect(res.body.data.timeline.map((e: { action: string }) => e.action)).toEqual(['booked', 'reschedule']);
    expect(res.body.data.timeline[1]).toMatchObject({
      from_starts_at: at(a, 2).toISOString(),
      to_starts_at: target.toISOString(),
      by: expect.stringMatching(/<owner-.*@example\.com>$/),
    });
    // The old time is free for the next shopper.
    await book(at(a, 2));
    const email = (await rowOf(id))?.email as string;
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^New time for your Facial appointment at Glow Test/);
    expect(mail?.textBody).toMatch(/Now: +\w{3} \d+ \w{3} \d{4}, 12:00/);
  });

  it('refuses a taken time with 409 naming starts_at, and changes nothing', async () => {
    const d = openDay(5);
    const id = await book(at(d, 0));
    await book(at(d, 1));
    const res = await act(shop.token, {
      _id: id,
      version: 1,
      action: 'reschedule',
      starts_at: at(d, 1).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('starts_at: someone has just booked this time; choose another');
    expect(await rowOf(id)).toMatchObject({ version: 1, startsAt: at(d, 0) });
    expect(await t.app.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).toEqual([]);
  });

  it.each([
    ['the past', () => new Date(Date.now() - 86_400_000), 'starts_at: This time has passed'],
    [
      'outside opening hours',
      () => new Date(at(openDay(0), 0).getTime() - 3_600_000),
      'starts_at: Choose one of the times offered',
    ],
    [
      'off the slot grid',
      () => new Date(at(openDay(0), 0).getTime() + 15 * 60_000),
      'starts_at: Choose one of the times offered',
    ],
    ['too far ahead', () => new Date(Date.now() + 90 * 86_400_000), 'starts_at: Choose a time in the next 60 days'],
  ])('refuses a reschedule to %s with 400 naming starts_at', async (_what, when, message) => {
    const e = openDay(6);
    const id = await book(at(e, (tag % 6) + 1));
    const res = await act(shop.token, { _id: id, version: 1, action: 'reschedule', starts_at: when().toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await rowOf(id))?.version).toBe(1);
  });

  it('refuses bad input naming the field', async () => {
    const e = openDay(6);
    const id = await book(at(e, 0));
    for (const [body, field] of [
      [{ _id: id, version: 1, action: 'reschedule', starts_at: 'tomorrow' }, 'starts_at'],
      [{ _id: id, version: 1, action: 'cancel', reason: '  ' }, 'reason'],
      [{ _id: id, version: 1, action: 'fly' }, 'action'],
      [{ _id: 'nope', version: 1, action: 'done' }, '_id'],
      [{ _id: id, action: 'done' }, 'version'],
    ] as const) {
      const res = await act(shop.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    const slots = await t.call('GET', `/api/store/appointments/slots?id=${id}&day=soon`, undefined, shop.token);
    expect(slots.statusCode).toBe(400);
    expect(slots.body.message).toMatch(/day/);
  });

  it('cancels with a reason and mails the customer; cancelling again is OK and writes nothing', async () => {
    const f = openDay(7);
    const id = await book(at(f, 0));
    const res = await act(shop.token, { _id: id, version: 1, action: 'cancel', reason: 'Therapist is ill' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Therapist is ill', version: 2 });
    expect(res.body.data.allowed_actions).toEqual([]);
    const again = await act(shop.token, { _id: id, version: 1, action: 'cancel', reason: 'Twice' });
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe('This appointment was already cancelled.');
    expect(again.body.data).toMatchObject({ cancel_reason: 'Therapist is ill', version: 2 });
    const events = await t.app.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.map((e) => e.action)).toEqual(['cancel']);
    const email = (await rowOf(id))?.email as string;
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), { timeout: 10_000 });
    expect((await mailsTo(email))[0]?.textBody).toContain('Reason: Therapist is ill');
    // The cancelled time is free again.
    await book(at(f, 0));
    const move = await act(shop.token, {
      _id: id,
      version: 2,
      action: 'reschedule',
      starts_at: at(f, 3).toISOString(),
    });
    expect(move.statusCode).toBe(400);
    expect(move.body.message).toBe('action: Only a booked appointment can be rescheduled; this one is cancelled.');
  });

  it('marks done only from booked, mails nothing, and keeps the slot held', async () => {
    const g = openDay(8);
    const id = await book(at(g, 0));
    const res = await act(shop.token, { _id: id, version: 1, action: 'done' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'done', version: 2 });
    const twice = await act(shop.token, { _id: id, version: 2, action: 'done' });
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toBe('action: Only a booked appointment can be marked done; this one is done.');
    const cancel = await act(shop.token, { _id: id, version: 2, action: 'cancel', reason: 'Late' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.body.message).toBe('action: A done appointment cannot be cancelled.');
    const email = (await rowOf(id))?.email as string;
    expect(await mailsTo(email)).toEqual([]);
    const taken = await new Shopper(t).post(`${shop.base}/p/${serviceSlug}/book`, {
      name: 'Late Comer',
      email: 'late@example.com',
      phone: '',
      starts_at: at(g, 0).toISOString(),
    });
    expect(taken.status).toBe(409);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const h = openDay(9);
    const id = await book(at(h, 0));
    await act(shop.token, {
      _id: id,
      version: 1,
      action: 'reschedule',
      starts_at: at(h, 2).toISOString(),
    });
    const stale = await act(shop.token, { _id: id, version: 1, action: 'done' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await rowOf(id))?.status).toBe('booked');
  });

  it('two reschedules racing for one slot: exactly one wins, the other gets 409', async () => {
    const r = openDay(10);
    const ids = [await book(at(r, 0)), await book(at(r, 1)), await book(at(r, 2))];
    const target = at(r, 5).toISOString();
    const results = await Promise.all(
      ids.map((id) => act(shop.token, { _id: id, version: 1, action: 'reschedule', starts_at: target })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.body.message).toBe('starts_at: someone has just booked this time; choose another');
    }
    const atTarget = (await Promise.all(ids.map(rowOf))).filter((b) => b?.startsAt.toISOString() === target);
    expect(atTarget).toHaveLength(1);
  });
});

describe('who may', () => {
  it('answers another store’s appointment with 404 and changes nothing', async () => {
    const o = openDay(11);
    const theirs = await book(at(o, 0), other, 'massage');
    expect((await get(shop.token, theirs)).statusCode).toBe(404);
    const res = await act(shop.token, { _id: theirs, version: 1, action: 'cancel', reason: 'Not mine' });
    expect(res.statusCode).toBe(404);
    const slots = await t.call('GET', `/api/store/appointments/slots?id=${theirs}&day=${o.day}`, undefined, shop.token);
    expect(slots.statusCode).toBe(404);
    expect((await rowOf(theirs))?.status).toBe('booked');
    const list = await t.call('POST', '/api/store/appointments/list', {}, shop.token);
    expect(list.body.list.map((r: { _id: string }) => r._id)).not.toContain(theirs);
  });

  it('lets staff with the orders grant in, and refuses staff without it, vendors and branches', async () => {
    const p = openDay(11);
    const id = await book(at(p, 1));
    const withGrant = await memberToken(t, shop.id, 'staff', ['orders']);
    const without = await memberToken(t, shop.id, 'staff', ['add_product']);
    const branch = await memberToken(t, shop.id, 'branch');
    expect((await get(withGrant, id)).statusCode).toBe(200);
    const refused = await get(without, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Your staff account needs the orders permission for this.');
    expect((await act(without, { _id: id, version: 1, action: 'done' })).statusCode).toBe(403);
    expect((await get(branch, id)).statusCode).toBe(403);
    const done = await act(withGrant, { _id: id, version: 1, action: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.body.data.timeline[1].by).toMatch(/^Test staff </);
  });

  it('refuses estates stores and stores without the appointments feature', async () => {
    const estates = await shopStore(t, { type: 'estates', category: 'home_furniture' });
    const res = await t.call('POST', '/api/store/appointments/list', {}, estates.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Estates stores have no orders or appointments.');
    const plain = await shopStore(t, { type: 'service_based', category: 'beauty_cosmetics' });
    const noFeature = await t.call('POST', '/api/store/appointments/list', {}, plain.token);
    expect(noFeature.statusCode).toBe(403);
    expect(noFeature.body.message).toMatch(/Appointments are not part of your package/);
  });
});
