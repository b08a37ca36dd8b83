import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, slotsOn, storeTimeZone } from '@stallfront/shared';
import { bookings, donations, enquiries, quoteLines, quotes, stores } from '../src/db/schema/index.js';
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

  it('offers the day’s slots and books one; the slot is then taken', async () => {
    const { shop, service, slot, day } = await serviceShop();
    const page = await new Shopper(t).get(`${shop.base}/p/facial?day=${day}`);
    expect(page.html).toContain(`value="${slot.toISOString()}"`);
    const booked = await new Shopper(t).post(`${shop.base}/p/facial/book`, {
      ...contact,
      starts_at: slot.toISOString(),
    });
    expect(booked.status).toBe(200);
    expect(booked.html).toContain('Facial is booked');
    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.storeId, shop.id));
    expect(row).toMatchObject({ productId: service._id, status: 'booked' });
    expect(row?.startsAt.toISOString()).toBe(slot.toISOString());
    const again = await new Shopper(t).get(`${shop.base}/p/facial?day=${day}`);
    const input = again.html.match(new RegExp(`<input[^>]*value="${slot.toISOString()}"[^>]*>`))?.[0];
    expect(input).toContain('disabled=""');
    const second = await new Shopper(t).post(`${shop.base}/p/facial/book`, {
      ...contact,
      starts_at: slot.toISOString(),
    });
    expect(second.status).toBe(409);
    expect(second.html).toContain('someone has just booked this time');
  });

  it('books a slot once when shoppers race for it', async () => {
    const { shop, slot } = await serviceShop();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        new Shopper(t).post(`${shop.base}/p/facial/book`, {
          ...contact,
          email: `r${i}@example.com`,
          starts_at: slot.toISOString(),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
  });

  it.each([
    ['a time in the past', new Date(Date.now() - 86_400_000).toISOString(), 'This time has passed'],
    ['a time off the grid', 'OFFGRID', 'Choose one of the times offered'],
    ['no time', '', 'Choose a time'],
  ])('refuses %s with a 400 and books nothing', async (_what, startsAt, message) => {
    const { shop, slot } = await serviceShop();
    const value = startsAt === 'OFFGRID' ? new Date(slot.getTime() + 15 * 60_000).toISOString() : startsAt;
    const res = await new Shopper(t).post(`${shop.base}/p/facial/book`, { ...contact, starts_at: value });
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
