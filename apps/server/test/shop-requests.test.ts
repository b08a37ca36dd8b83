import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES, BOOKINGS_PER_HOUR, dayIn, slotsOn, storeTimeZone } from '@stallfront/shared';
import { LAPSED_HOLD_REASON, lapseHolds } from '../src/modules/bookings/booking.service.js';
import {
  bookingEvents,
  bookings,
  customers,
  donations,
  enquiries,
  mailOutbox,
  quoteLines,
  quotes,
  stores,
} from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const contact = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '' };

describe('quote stores', () => {
  it('sends the quote list as a live quote with the list prices, and empties the list', async () => {
    const shop = await shopStore(t, { type: 'quot_based', sub_type: 'quot', category: 'home_furniture' });
    await addProduct(t, shop.token, { sku: 'DESK-1', slug: 'desk', name: 'Oak Desk', price: 99_900, stock: 2 });
    const shopper = new Shopper(t);
    // A quote may ask for more than is in stock: the merchant answers with what they can do.
    expect((await shopper.post(`${shop.base}/cart`, { sku: 'DESK-1', quantity: '2' })).status).toBe(303);
    const list = await shopper.get(`${shop.base}/cart`);
    expect(list.html).toContain('Your quote list');
    expect(list.html).toContain('Send quote request');
    expect(list.html).not.toContain('/checkout');
    const refused = await shopper.post(`${shop.base}/quote`, { ...contact, email: '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Enter your email address');
    const sent = await shopper.post(`${shop.base}/quote`, {
      ...contact,
      company: 'Kumar Interiors',
      note: 'Delivery to Pune',
    });
    expect(sent.status).toBe(200);
    expect(sent.html).toMatch(/Quote request #1001 sent/);
    const [quote] = await t.app.ctx.db.select().from(quotes).where(eq(quotes.storeId, shop.id));
    expect(quote).toMatchObject({
      status: 'live',
      company: 'Kumar Interiors',
      email: 'ravi@example.com',
      currency: 'INR',
    });
    const lines = await t.app.ctx.db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quote?.id ?? ''));
    expect(lines.map((l) => [l.sku, l.quantity, l.listPrice])).toEqual([['DESK-1', 2, 99_900]]);
    expect((await shopper.get(`${shop.base}/cart`)).html).toContain('Your quote list is empty');
    // Nothing to check out in a quote store.
    expect((await shopper.get(`${shop.base}/checkout`)).status).toBe(404);
  });
});

describe('enquiry stores and estates', () => {
  it('keeps a question about a product, and names an empty one', async () => {
    const shop = await shopStore(t, { type: 'quot_based', sub_type: 'enquiry', category: 'mobile_computer' });
    const product = await addProduct(t, shop.token, { sku: 'LAP-1', slug: 'laptop', name: 'Laptop' });
    const page = await new Shopper(t).get(`${shop.base}/p/laptop`);
    expect(page.html).toContain(`action="${shop.base}/p/laptop/enquiry"`);
    expect(page.html).not.toContain(`${shop.base}/cart"`);
    const shopper = new Shopper(t);
    const empty = await shopper.post(`${shop.base}/p/laptop/enquiry`, { ...contact, message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Write your question');
    expect(await t.app.ctx.db.select().from(enquiries).where(eq(enquiries.storeId, shop.id))).toHaveLength(0);
    const sent = await shopper.post(`${shop.base}/p/laptop/enquiry`, {
      ...contact,
      message: 'Is the <b>16 GB</b> one in stock?',
    });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('Your question about Laptop was sent');
    const [row] = await t.app.ctx.db.select().from(enquiries).where(eq(enquiries.storeId, shop.id));
    expect(row).toMatchObject({ productId: product._id, message: 'Is the <b>16 GB</b> one in stock?', status: 'new' });
    expect((await shopper.post(`${shop.base}/cart`, { sku: 'LAP-1', quantity: '1' })).status).toBe(404);
  });

  it('takes enquiries for an estates listing', async () => {
    const shop = await shopStore(t, { type: 'estates', category: 'local_services' });
    await addProduct(t, shop.token, { slug: 'sea-view', name: 'Sea View Flat' });
    const sent = await new Shopper(t).post(`${shop.base}/p/sea-view/enquiry`, {
      ...contact,
      message: 'Can I visit on Saturday?',
    });
    expect(sent.status).toBe(200);
    expect(await t.app.ctx.db.select().from(enquiries).where(eq(enquiries.storeId, shop.id))).toHaveLength(1);
  });
});

describe('service stores', () => {
  async function serviceShop() {
    const shop = await shopStore(t, { type: 'service_based', category: 'beauty_cosmetics', country: 'IN' });
    const service = await addProduct(t, shop.token, { slug: 'facial', name: 'Facial' });
    const zone = storeTimeZone('IN');
    // The first day from tomorrow with hours.
    let slot: Date | undefined;
    for (let i = 1; !slot; i++) slot = slotsOn(dayIn(new Date(Date.now() + i * 86_400_000), zone), zone)[2];
    return { shop, service, slot, day: dayIn(slot, zone) };
  }

  /** A shopper at an address of their own, so the per-address limit counts one test's bookings. */
  let addresses = 0;
  const guest = () => {
    addresses++;
    return new Shopper(t, undefined, `10.9.${Math.floor(addresses / 200)}.${(addresses % 200) + 1}`);
  };
  const book = (shopper: Shopper, shop: { base: string }, slot: Date, email = contact.email) =>
    shopper.post(`${shop.base}/p/facial/book`, { ...contact, email, starts_at: slot.toISOString() });
  /** The confirmation link mailed to `email`, as a path. */
  async function confirmLink(email: string) {
    const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const path = mails.at(-1)?.textBody.match(/\/s\/[^\s]+\/booking\/confirm\/[\w-]+/)?.[0];
    if (!path) throw new Error(`no booking link mailed to ${email}`);
    return path;
  }

  it('holds a guest’s slot until the mailed link confirms it; the slot is taken meanwhile', async () => {
    const { shop, service, slot, day } = await serviceShop();
    const page = await guest().get(`${shop.base}/p/facial?day=${day}`);
    expect(page.html).toContain(`value="${slot.toISOString()}"`);
    const shopper = guest();
    const booked = await book(shopper, shop, slot, 'hold@example.com');
    expect(booked.status).toBe(200);
    expect(booked.html).toContain('Confirm your booking by email');
    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id));
    expect(row).toMatchObject({ productId: service._id, status: 'booked' });
    expect(row?.heldUntil?.getTime()).toBe(t.clock.now().getTime() + BOOKING_HOLD_MINUTES * 60_000);
    expect(row?.startsAt.toISOString()).toBe(slot.toISOString());
    const again = await guest().get(`${shop.base}/p/facial?day=${day}`);
    const input = again.html.match(new RegExp(`<input[^>]*value="${slot.toISOString()}"[^>]*>`))?.[0];
    expect(input).toContain('disabled=""');
    const second = await book(guest(), shop, slot);
    expect(second.status).toBe(409);
    expect(second.html).toContain('someone has just booked this time');

    const link = await confirmLink('hold@example.com');
    expect((await shopper.get(link)).html).toContain('Confirm my booking');
    const confirmed = await shopper.post(link, {});
    expect(confirmed.html).toContain('Your booking is confirmed');
    const [after] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id));
    expect(after).toMatchObject({ status: 'booked', heldUntil: null, confirmTokenHash: null });
    expect((await shopper.post(link, {})).status).toBe(410);
  });

  it('lets an unconfirmed hold lapse: the slot is free again and the hold says why', async () => {
    const { shop, slot, day } = await serviceShop();
    await book(guest(), shop, slot, 'late@example.com');
    const link = await confirmLink('late@example.com');
    t.clock.advance(BOOKING_HOLD_MINUTES * 60_000);
    const page = await guest().get(`${shop.base}/p/facial?day=${day}`);
    const input = page.html.match(new RegExp(`<input[^>]*value="${slot.toISOString()}"[^>]*>`))?.[0];
    expect(input).not.toContain('disabled=""');
    expect((await guest().get(link)).status).toBe(410);
    // Another shopper takes the slot; the lapsed hold is cancelled with its reason.
    expect((await book(guest(), shop, slot, 'next@example.com')).status).toBe(200);
    const rows = await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id));
    expect(rows.map((r) => [r.email, r.status, r.cancelReason]).sort()).toEqual([
      ['late@example.com', 'cancelled', LAPSED_HOLD_REASON],
      ['next@example.com', 'booked', null],
    ]);
    // The job lapses the rest, with the reason on each timeline.
    t.clock.advance(BOOKING_HOLD_MINUTES * 60_000);
    expect(await lapseHolds(t.app.ctx.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const events = await t.app.ctx.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.storeId, shop.id), eq(bookingEvents.detail, LAPSED_HOLD_REASON)));
    expect(events).toHaveLength(2);
  });

  it('limits bookings per email, per address and per hour', async () => {
    const { shop } = await serviceShop();
    const zone = storeTimeZone('IN');
    // Free times of the days after tomorrow, enough for every booking below.
    const slots: Date[] = [];
    for (let i = 2; i < 30 && slots.length < 4 + BOOKINGS_PER_HOUR; i++)
      slots.push(...slotsOn(dayIn(new Date(Date.now() + i * 86_400_000), zone), zone));
    const held = [await book(guest(), shop, slots[0] as Date, 'many@example.com')];
    held.push(await book(guest(), shop, slots[1] as Date, 'many@example.com'));
    expect(held.map((r) => r.status)).toEqual([200, 200]);
    const third = await book(guest(), shop, slots[2] as Date, 'many@example.com');
    expect(third.status).toBe(429);
    expect(third.html).toContain('confirm the bookings we sent to this email first');

    const oneAddress = guest();
    const answers = [];
    for (let i = 0; i < BOOKINGS_PER_HOUR + 1; i++)
      answers.push((await book(oneAddress, shop, slots[3 + i] as Date, `a${i}@example.com`)).status);
    expect(answers).toEqual([...Array(BOOKINGS_PER_HOUR).fill(200), 429]);
    expect(await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id))).toHaveLength(
      2 + BOOKINGS_PER_HOUR,
    );
  });

  it('books at once for a signed-in customer whose email is confirmed', async () => {
    const { shop, slot } = await serviceShop();
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['customer_portal'] })
      .where(eq(stores.id, shop.id));
    await t.written();
    const customer = guest();
    await customer.post(`${shop.base}/account/sign-up`, {
      name: 'Ravi Kumar',
      email: contact.email,
      password: 'long-enough-pw',
    });
    await t.app.ctx.db
      .update(customers)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(customers.email, contact.email));
    const booked = await book(customer, shop, slot);
    expect(booked.html).toContain('Facial is booked');
    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id));
    expect(row?.heldUntil).toBeNull();
  });

  it('books a slot once when shoppers race for it', async () => {
    const { shop, slot } = await serviceShop();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(guest(), shop, slot, `r${i}@example.com`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it.each([
    ['a time in the past', new Date(Date.now() - 86_400_000).toISOString(), 'This time has passed'],
    ['a time off the grid', 'OFFGRID', 'Choose one of the times offered'],
    ['no time', '', 'Choose a time'],
  ])('refuses %s with a 400 and books nothing', async (_what, startsAt, message) => {
    const { shop, slot } = await serviceShop();
    const value = startsAt === 'OFFGRID' ? new Date(slot.getTime() + 15 * 60_000).toISOString() : startsAt;
    const res = await guest().post(`${shop.base}/p/facial/book`, { ...contact, starts_at: value });
    expect(res.status).toBe(400);
    expect(res.html).toContain(message);
    expect(await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id))).toHaveLength(0);
  });
});

describe('donations', () => {
  async function donatingShop() {
    const shop = await shopStore(t, { name: 'Giving Store' });
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['donations'] })
      .where(eq(stores.id, shop.id));
    await t.written();
    return shop;
  }

  it('takes a typed amount by the test card, or keeps a declined one as failed', async () => {
    const shop = await donatingShop();
    const shopper = new Shopper(t);
    expect((await shopper.get(`${shop.base}/`)).html).toContain(`href="${shop.base}/donate"`);
    const fields = { ...contact, preset: '500', amount: '', card_number: '4242 4242 4242 4242' };
    const declined = await shopper.post(`${shop.base}/donate`, {
      ...fields,
      card_number: '4000 0000 0000 0002',
      idempotency_key: randomUUID(),
    });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined');
    // The form comes back with a new key: another card is a new try.
    const key = declined.html.match(/name="idempotency_key" value="([^"]+)"/)?.[1] as string;
    const form = { ...fields, amount: '250.50', note: 'For the library', idempotency_key: key };
    const paid = await shopper.post(`${shop.base}/donate`, form);
    expect(paid.status).toBe(303);
    const thanks = await shopper.get(paid.headers.location as string);
    expect(thanks.html).toContain('Thank you for your ₹250.50');
    // A refresh of the thanks page, or the same form sent again, charges nothing more.
    await shopper.get(paid.headers.location as string);
    expect((await shopper.post(`${shop.base}/donate`, form)).headers.location).toBe(paid.headers.location);
    const rows = await t.app.ctx.db.select().from(donations).where(eq(donations.storeId, shop.id));
    expect(rows.map((r) => [r.amount, r.status, r.note]).sort()).toEqual([
      [25_050, 'paid', 'For the library'],
      [50_000, 'failed', ''],
    ]);
  });

  it('charges a donation form sent many times at once once', async () => {
    const shop = await donatingShop();
    const shopper = new Shopper(t);
    const form = { ...contact, amount: '100', card_number: '4242 4242 4242 4242', idempotency_key: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => shopper.post(`${shop.base}/donate`, form)));
    expect(new Set(answers.map((a) => a.headers.location)).size).toBe(1);
    const rows = await t.app.ctx.db.select().from(donations).where(eq(donations.storeId, shop.id));
    expect(rows.map((r) => r.status)).toEqual(['paid']);
  });

  it.each([
    ['no amount', { preset: '', amount: '' }, 'Choose or enter an amount'],
    ['a negative amount', { amount: '-5' }, 'enter an amount like 250 or 99.50'],
    ['three decimals', { amount: '10.555' }, 'enter an amount like 250 or 99.50'],
    ['less than one unit', { amount: '0.50' }, 'give between'],
  ])('refuses %s and keeps nothing', async (_what, amount, message) => {
    const shop = await donatingShop();
    const res = await new Shopper(t).post(`${shop.base}/donate`, {
      ...contact,
      card_number: '4242424242424242',
      idempotency_key: randomUUID(),
      ...amount,
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain(message);
    expect(await t.app.ctx.db.select().from(donations).where(eq(donations.storeId, shop.id))).toHaveLength(0);
  });

  it('has no donation page without the feature', async () => {
    const shop = await shopStore(t);
    expect((await new Shopper(t).get(`${shop.base}/donate`)).status).toBe(404);
  });
});
