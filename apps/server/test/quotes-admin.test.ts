import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLines, orders, outboxEvents, products, quotes } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { type: 'quot_based', sub_type: 'quot', category: 'home_furniture' });
  await addProduct(t, shop.token, { sku: 'DESK-1', slug: 'desk', name: 'Oak Desk', price: 99_900, stock: 10 });
  await addProduct(t, shop.token, { sku: 'LAMP-1', slug: 'lamp', name: 'Brass Lamp', price: 19_900, stock: 10 });
}, 60_000);
afterAll(() => t.close());

/** A shopper asks for prices through the shop; answers the new quote's id and number. */
async function requestQuote(email = `buyer-${randomUUID().slice(0, 6)}@example.com`) {
  const shopper = new Shopper(t);
  await shopper.post(`${shop.base}/cart`, { sku: 'DESK-1', quantity: '3' });
  await shopper.post(`${shop.base}/cart`, { sku: 'LAMP-1', quantity: '2' });
  const sent = await shopper.post(`${shop.base}/quote`, {
    name: 'Ravi Kumar',
    email,
    phone: '',
    company: 'Kumar Interiors',
  });
  expect(sent.status).toBe(200);
  const [row] = await t.app.ctx.db
    .select()
    .from(quotes)
    .where(and(eq(quotes.storeId, shop.id), eq(quotes.email, email)));
  return { id: row?.id as string, number: row?.number as number, email };
}

const detail = async (id: string, token = shop.token) =>
  (await t.call('GET', `/api/store/quote/${id}`, undefined, token)).body.data;
/** The store's mails to a buyer about their quote: its replies, not the request's acknowledgement (notification-settings.test). */
const mailsTo = async (email: string) =>
  (await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
    (m) => !m.subject.startsWith('We have your quote request'),
  );
const address = { line1: '4 Mill Road', city: 'Pune', postal_code: '411001', country: 'in' };

async function reply(id: string, overrides: Record<string, unknown> = {}, token = shop.token) {
  const quote = await detail(id);
  return t.call(
    'PUT',
    '/api/store/quote/reply',
    {
      _id: id,
      version: quote.version,
      lines: quote.lines.map((l: { _id: string; sku: string }) => ({
        _id: l._id,
        price: l.sku === 'DESK-1' ? 80_000 : 15_000,
      })),
      shipping: 5_000,
      valid_until: quote.today,
      terms: 'Net 30. Delivery in two weeks.',
      ...overrides,
    },
    token,
  );
}

describe('quote lists', () => {
  it('lists live quotes, searches by number, name and email, counts, filters by period and exports', async () => {
    const q = await requestQuote();
    const list = async (body: Record<string, unknown>) =>
      (await t.call('POST', '/api/store/quote_list', { state: 'live', ...body }, shop.token)).body;
    const live = await list({});
    expect(live.list.map((r: { _id: string }) => r._id)).toContain(q.id);
    const row = live.list.find((r: { _id: string }) => r._id === q.id);
    // 3 × 999.00 + 2 × 199.00 at list prices before a reply.
    expect(row).toMatchObject({ status: 'live', line_count: 2, total: 339_500, company: 'Kumar Interiors' });
    expect((await list({ search: `#${q.number}` })).list.map((r: { _id: string }) => r._id)).toEqual([q.id]);
    expect((await list({ search: q.email.slice(0, 10) })).list.map((r: { _id: string }) => r._id)).toEqual([q.id]);
    expect((await list({ search: 'nobody-like-this' })).list).toEqual([]);
    expect((await list({ state: 'confirmed', search: `${q.number}` })).list).toEqual([]);
    const count = await t.call('GET', '/api/store/quote_list?state=live&period=7d', undefined, shop.token);
    expect(count.body).toMatchObject({ status: true, capped: false });
    expect(count.body.total).toBeGreaterThanOrEqual(1);
    t.clock.advance(10 * DAY);
    expect((await list({ period: '7d', search: `${q.number}` })).list).toEqual([]);
    expect((await list({ period: '30d', search: `${q.number}` })).list).toHaveLength(1);
    t.clock.advance(-10 * DAY);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/store/quote_list/export',
      payload: { state: 'live', search: `${q.number}` },
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('number,status,name,email,company,lines,total,currency,valid_until,created_on');
    expect(lines[1]).toContain(`${q.number},live,Ravi Kumar,${q.email},Kumar Interiors,2,`);
  });

  it('pages with a keyset cursor and refuses a made-up one', async () => {
    await requestQuote();
    await requestQuote();
    const first = await t.call(
      'POST',
      '/api/store/quote_list',
      { state: 'live', limit: 1, sort: 'number' },
      shop.token,
    );
    expect(first.body.list).toHaveLength(1);
    const second = await t.call(
      'POST',
      '/api/store/quote_list',
      { state: 'live', limit: 1, sort: 'number', cursor: first.body.next_cursor },
      shop.token,
    );
    expect(second.body.list[0].number).toBe(first.body.list[0].number - 1);
    const bad = await t.call('POST', '/api/store/quote_list', { state: 'live', cursor: 'abc' }, shop.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/cursor/);
    const noState = await t.call('POST', '/api/store/quote_list', {}, shop.token);
    expect(noState.statusCode).toBe(400);
    expect(noState.body.message).toMatch(/state/);
  });
});

describe('quote transitions', () => {
  it('live → confirmed is refused: reply with prices first', async () => {
    const q = await requestQuote();
    const res = await t.call('PUT', '/api/store/quote/confirm', { _id: q.id, version: 1, address }, shop.token);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Reply with your prices before confirming the quote.');
  });

  it('refuses a reply with a missing line, a line priced twice, a past validity date or a negative price, naming the field', async () => {
    const q = await requestQuote();
    const quote = await detail(q.id);
    const oneLine = await reply(q.id, { lines: [{ _id: quote.lines[0]._id, price: 1 }] });
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.body.message).toMatch(/^lines: give a price for/);
    const past = await reply(q.id, { valid_until: '2001-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.body.message).toMatch(/^valid_until: choose today/);
    const negative = await reply(q.id, { shipping: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body.message).toMatch(/shipping/);
    const notALine = await reply(q.id, {
      lines: [...quote.lines.map((l: { _id: string }) => ({ _id: l._id, price: 1 })), { _id: randomUUID(), price: 1 }],
    });
    expect(notALine.statusCode).toBe(400);
    expect(notALine.body.message).toMatch(/^lines: .* is not a line of quote/);
    const first = quote.lines[0]._id;
    const twice = await reply(q.id, {
      lines: [...quote.lines.map((l: { _id: string }) => ({ _id: l._id, price: 1 })), { _id: first, price: 2 }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toBe(`lines.${quote.lines.length}._id: is priced twice; give each line one price`);
    const terms = await reply(q.id, { terms: 'x'.repeat(10_000) });
    expect(terms.statusCode).toBe(400);
    expect(terms.body.message).toMatch(/terms/);
    expect((await detail(q.id)).status).toBe('live');
  });

  it('live → replied mails the prices; replied → replied revises them; a stale version is a 409', async () => {
    const q = await requestQuote();
    const res = await reply(q.id);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'replied',
      shipping: 5_000,
      total: 3 * 80_000 + 2 * 15_000 + 5_000,
      version: 2,
    });
    expect(res.body.data.lines.map((l: { quoted_price: number }) => l.quoted_price).sort()).toEqual([15_000, 80_000]);
    const [mail] = await mailsTo(q.email);
    expect(mail?.subject).toBe(`Prices for your quote #${q.number} at ${await storeName()}`);
    expect(mail?.textBody).toContain('Net 30. Delivery in two weeks.');
    const stale = await t.call(
      'PUT',
      '/api/store/quote/cancel',
      { _id: q.id, version: 1, reason: 'Too slow' },
      shop.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/^version: quote #\d+ changed since you opened it/);
    const revised = await reply(q.id, { shipping: 0 });
    expect(revised.body.data).toMatchObject({ status: 'replied', shipping: 0, version: 3 });
    expect(await mailsTo(q.email)).toHaveLength(2);
  });

  it('replied → confirmed is refused once the prices expired, and allowed after a new reply', async () => {
    const q = await requestQuote();
    await reply(q.id);
    t.clock.advance(2 * DAY);
    try {
      const quote = await detail(q.id);
      expect(quote.expired).toBe(true);
      const late = await t.call(
        'PUT',
        '/api/store/quote/confirm',
        { _id: q.id, version: quote.version, address },
        shop.token,
      );
      expect(late.statusCode).toBe(409);
      expect(late.body.message).toMatch(/expired/);
      expect((await reply(q.id)).statusCode).toBe(200);
      expect((await detail(q.id)).expired).toBe(false);
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });

  it('replied → confirmed makes an order at the quoted prices: numbered, stock taken, live_order event, mails', async () => {
    const q = await requestQuote();
    await reply(q.id);
    const stockBefore = await stockOf('DESK-1');
    const quote = await detail(q.id);
    const badAddress = await t.call(
      'PUT',
      '/api/store/quote/confirm',
      { _id: q.id, version: quote.version, address: { ...address, city: '' } },
      shop.token,
    );
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.body.message).toMatch(/address\.city/);
    const res = await t.call(
      'PUT',
      '/api/store/quote/confirm',
      { _id: q.id, version: quote.version, address },
      shop.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'confirmed' });
    expect(res.body.message).toBe(`Quote #${q.number} is now order #${res.body.data.order_number}.`);
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, res.body.data.order_id));
    expect(order).toMatchObject({
      storeId: shop.id,
      status: 'live',
      paymentStatus: 'cod_due',
      email: q.email,
      subtotal: 3 * 80_000 + 2 * 15_000,
      shipping: 5_000,
      number: res.body.data.order_number,
    });
    expect(order?.shippingAddress).toMatchObject({ city: 'Pune', country: 'IN' });
    const lines = await t.app.ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(lines.map((l) => [l.sku, l.quantity, l.unitPrice]).sort()).toEqual([
      ['DESK-1', 3, 80_000],
      ['LAMP-1', 2, 15_000],
    ]);
    expect(await stockOf('DESK-1')).toBe(stockBefore - 3);
    const events = await t.app.ctx.db.select().from(outboxEvents).where(eq(outboxEvents.storeId, shop.id));
    expect(
      events.some((e) => e.type === 'live_order' && (e.payload as { order_id: string }).order_id === order?.id),
    ).toBe(true);
    expect((await mailsTo(q.email)).map((m) => m.subject)).toContain(
      `Quote #${q.number} confirmed as order #${order?.number}`,
    );
    const listed = await t.call(
      'POST',
      '/api/store/quote_list',
      { state: 'confirmed', search: `${q.number}` },
      shop.token,
    );
    expect(listed.body.list).toHaveLength(1);
    // A confirmed quote is final.
    const again = await t.call(
      'PUT',
      '/api/store/quote/confirm',
      { _id: q.id, version: res.body.data.version, address },
      shop.token,
    );
    expect(again.statusCode).toBe(409);
    const cancel = await t.call(
      'PUT',
      '/api/store/quote/cancel',
      { _id: q.id, version: res.body.data.version, reason: 'x' },
      shop.token,
    );
    expect(cancel.statusCode).toBe(409);
    expect(cancel.body.message).toMatch(/cancel the order instead/);
  });

  it('refuses to confirm when the stock no longer covers the quote, and changes nothing', async () => {
    const q = await requestQuote();
    await reply(q.id);
    await t.app.ctx.db
      .update(products)
      .set({ stock: 1 })
      .where(and(eq(products.storeId, shop.id), eq(products.sku, 'LAMP-1')));
    await t.written();
    const quote = await detail(q.id);
    const res = await t.call(
      'PUT',
      '/api/store/quote/confirm',
      { _id: q.id, version: quote.version, address },
      shop.token,
    );
    expect(res.statusCode).toBe(409);
    expect((await detail(q.id)).status).toBe('replied');
    await t.app.ctx.db
      .update(products)
      .set({ stock: 10 })
      .where(and(eq(products.storeId, shop.id), eq(products.sku, 'LAMP-1')));
    await t.written();
  });

  it('live → cancelled with a reason mails it; cancelling again changes nothing; a cancelled quote takes no reply', async () => {
    const q = await requestQuote();
    const empty = await t.call('PUT', '/api/store/quote/cancel', { _id: q.id, version: 1, reason: '  ' }, shop.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toMatch(/reason/);
    const res = await t.call(
      'PUT',
      '/api/store/quote/cancel',
      { _id: q.id, version: 1, reason: 'Out of production' },
      shop.token,
    );
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Out of production' });
    const again = await t.call(
      'PUT',
      '/api/store/quote/cancel',
      { _id: q.id, version: 1, reason: 'Twice' },
      shop.token,
    );
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(`Quote #${q.number} was already cancelled.`);
    expect(again.body.data.cancel_reason).toBe('Out of production');
    const mails = await mailsTo(q.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('Reason: Out of production');
    expect((await reply(q.id)).statusCode).toBe(409);
  });

  it('replied → cancelled', async () => {
    const q = await requestQuote();
    const replied = await reply(q.id);
    const res = await t.call(
      'PUT',
      '/api/store/quote/cancel',
      { _id: q.id, version: replied.body.data.version, reason: 'Customer went elsewhere' },
      shop.token,
    );
    expect(res.body.data.status).toBe('cancelled');
  });
});

describe('two people at once', () => {
  it('of two changes made from the same version, one wins and the other gets a 409', async () => {
    const q = await requestQuote();
    const staff = await memberToken(t, shop.id, 'staff', ['quotes']);
    const [a, b] = await Promise.all([
      reply(q.id),
      t.call('PUT', '/api/store/quote/cancel', { _id: q.id, version: 1, reason: 'Duplicate request' }, staff),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const final = await detail(q.id);
    expect(final.version).toBe(2);
    expect(final.status).toBe(a.statusCode === 200 ? 'replied' : 'cancelled');
  });

  it('two confirmations of one quote make one order', async () => {
    const q = await requestQuote();
    const version = (await reply(q.id)).body.data.version;
    const confirm = () => t.call('PUT', '/api/store/quote/confirm', { _id: q.id, version, address }, shop.token);
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const made = await t.app.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, shop.id), eq(orders.email, q.email)));
    expect(made).toHaveLength(1);
  });
});

describe('who may handle quotes', () => {
  it('the owner and staff with the quotes grant; not staff without it, vendors or branches', async () => {
    const q = await requestQuote();
    const withGrant = await memberToken(t, shop.id, 'staff', ['quotes']);
    expect((await t.call('GET', `/api/store/quote/${q.id}`, undefined, withGrant)).statusCode).toBe(200);
    expect((await reply(q.id, {}, withGrant)).statusCode).toBe(200);
    for (const token of [
      await memberToken(t, shop.id, 'staff', ['orders']),
      await memberToken(t, shop.id, 'vendor', ['add_product', 'update_product']),
      await memberToken(t, shop.id, 'branch'),
    ]) {
      const res = await t.call('POST', '/api/store/quote_list', { state: 'live' }, token);
      expect(res.statusCode).toBe(403);
      expect(
        (await t.call('PUT', '/api/store/quote/cancel', { _id: q.id, version: 2, reason: 'x' }, token)).statusCode,
      ).toBe(403);
    }
    expect((await detail(q.id)).status).toBe('replied');
  });

  it("another store's quote is a 404 and stays as it was; a store without quotes has none", async () => {
    const q = await requestQuote();
    const other = await shopStore(t, { type: 'quot_based', sub_type: 'quot', category: 'home_furniture' });
    expect((await t.call('GET', `/api/store/quote/${q.id}`, undefined, other.token)).statusCode).toBe(404);
    expect((await reply(q.id, {}, other.token)).statusCode).toBe(404);
    const cancel = await t.call('PUT', '/api/store/quote/cancel', { _id: q.id, version: 1, reason: 'x' }, other.token);
    expect(cancel.statusCode).toBe(404);
    expect((await t.call('POST', '/api/store/quote_list', { state: 'live' }, other.token)).body.list).toEqual([]);
    expect((await detail(q.id)).status).toBe('live');
    const orderStore = await shopStore(t);
    const refused = await t.call('POST', '/api/store/quote_list', { state: 'live' }, orderStore.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toMatch(/quote stores/);
  });
});

async function stockOf(sku: string): Promise<number> {
  const [row] = await t.app.ctx.db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.storeId, shop.id), eq(products.sku, sku)));
  return row?.stock ?? -1;
}

async function storeName(): Promise<string> {
  const res = await t.call('GET', '/api/store/details', undefined, shop.token);
  return res.body.data.name;
}
