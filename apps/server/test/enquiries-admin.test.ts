import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, stores, trialFeatures } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { type: 'quot_based', sub_type: 'enquiry', category: 'mobile_computer' });
  await addProduct(t, shop.token, { sku: 'LAP-1', slug: 'laptop', name: 'Laptop' });
}, 60_000);
afterAll(() => t.close());

/** A shopper asks about the laptop through the shop; answers the enquiry as the list shows it. */
async function ask(message = 'Is the 16 GB one in stock?') {
  const email = `asker-${randomUUID().slice(0, 6)}@example.com`;
  const sent = await new Shopper(t).post(`${shop.base}/p/laptop/enquiry`, {
    name: 'Lena Fischer',
    email,
    phone: '',
    message,
  });
  expect(sent.status).toBe(200);
  const list = await t.call('POST', '/api/store/customer_enquiry', { search: email }, shop.token);
  expect(list.body.list).toHaveLength(1);
  return list.body.list[0];
}

const update = (body: Record<string, unknown>, token = shop.token) =>
  t.call('PUT', '/api/store/customer_enquiry', body, token);

describe('the enquiry list', () => {
  it('lists with the product asked about, filters by status and period, counts and exports', async () => {
    const e = await ask();
    expect(e).toMatchObject({
      status: 'new',
      product_name: 'Laptop',
      name: 'Lena Fischer',
      reply_count: 0,
      version: 1,
    });
    const byStatus = await t.call(
      'POST',
      '/api/store/customer_enquiry',
      { status: 'closed', search: e.email },
      shop.token,
    );
    expect(byStatus.body.list).toEqual([]);
    const count = await t.call(
      'GET',
      `/api/store/customer_enquiry?status=new&search=${encodeURIComponent(e.email)}`,
      undefined,
      shop.token,
    );
    expect(count.body).toMatchObject({ status: true, total: 1, capped: false });
    t.clock.advance(8 * 86_400_000);
    const old = await t.call('POST', '/api/store/customer_enquiry', { period: '7d', search: e.email }, shop.token);
    expect(old.body.list).toEqual([]);
    t.clock.advance(-8 * 86_400_000);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/store/customer_enquiry/export',
      payload: { search: e.email },
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Is the 16 GB one in stock?');
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      'created_on,status,name,email,phone,product_name,message,notes,reply_count',
    );
    const bad = await t.call('POST', '/api/store/customer_enquiry', { status: 'open' }, shop.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/status/);
  });
});

describe('updating and answering an enquiry', () => {
  it('new → contacted → closed with notes; a stale version is a 409', async () => {
    const e = await ask();
    const contacted = await update({ _id: e._id, version: 1, status: 'contacted', notes: 'Called, will order Monday' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.body.data).toMatchObject({ status: 'contacted', notes: 'Called, will order Monday', version: 2 });
    const stale = await update({ _id: e._id, version: 1, status: 'closed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/^version: this enquiry changed since you opened it/);
    const closed = await update({ _id: e._id, version: 2, status: 'closed', notes: 'Ordered' });
    expect(closed.body.data).toMatchObject({ status: 'closed', version: 3 });
    const reopened = await update({ _id: e._id, version: 3, status: 'new' });
    expect(reopened.body.data.status).toBe('new');
  });

  it('refuses an unknown status, notes of 10 KB and a bad id, naming the field', async () => {
    const e = await ask();
    const status = await update({ _id: e._id, version: 1, status: 'done' });
    expect(status.statusCode).toBe(400);
    expect(status.body.message).toMatch(/status/);
    const notes = await update({ _id: e._id, version: 1, status: 'closed', notes: 'x'.repeat(10_240) });
    expect(notes.statusCode).toBe(400);
    expect(notes.body.message).toMatch(/notes/);
    const id = await update({ _id: 'nope', version: 1, status: 'closed' });
    expect(id.statusCode).toBe(400);
    expect(id.body.message).toMatch(/_id/);
  });

  it('mails a reply to the person who asked, keeps it and marks a new enquiry contacted', async () => {
    const e = await ask('Do you ship to Manchester?');
    const empty = await t.call(
      'POST',
      '/api/store/customer_enquiry/reply',
      { _id: e._id, version: 1, body: ' ' },
      shop.token,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toMatch(/body/);
    const res = await t.call(
      'POST',
      '/api/store/customer_enquiry/reply',
      { _id: e._id, version: 1, body: 'Yes, in two days.' },
      shop.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(`Reply sent to ${e.email}.`);
    expect(res.body.data).toMatchObject({ status: 'contacted', reply_count: 1, version: 2 });
    expect(res.body.data.replies).toEqual([
      expect.objectContaining({ body: 'Yes, in two days.', sent_by: expect.stringContaining('<') }),
    ]);
    const [mail] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, e.email));
    expect(mail?.subject).toMatch(/^Re: your enquiry to /);
    expect(mail?.textBody).toContain('Yes, in two days.');
    expect(mail?.textBody).toContain('You asked: Do you ship to Manchester?');
    const got = await t.call('GET', `/api/store/customer_enquiry/${e._id}`, undefined, shop.token);
    expect(got.body.data.replies).toHaveLength(1);
  });
});

describe('who may see enquiries', () => {
  it('staff with the enquiries grant; not staff without it, vendors or branches', async () => {
    const e = await ask();
    const granted = await memberToken(t, shop.id, 'staff', ['enquiries']);
    expect((await update({ _id: e._id, version: 1, status: 'contacted' }, granted)).statusCode).toBe(200);
    for (const token of [
      await memberToken(t, shop.id, 'staff', ['orders', 'quotes']),
      await memberToken(t, shop.id, 'vendor', ['update_product']),
      await memberToken(t, shop.id, 'branch'),
    ]) {
      expect((await t.call('POST', '/api/store/customer_enquiry', {}, token)).statusCode).toBe(403);
      expect((await update({ _id: e._id, version: 2, status: 'closed' }, token)).statusCode).toBe(403);
    }
  });

  it("another store's enquiry is a 404 and unchanged; a store needs the customer_enquiry check", async () => {
    const e = await ask();
    const other = await shopStore(t, { type: 'quot_based', sub_type: 'enquiry', category: 'mobile_computer' });
    expect((await t.call('GET', `/api/store/customer_enquiry/${e._id}`, undefined, other.token)).statusCode).toBe(404);
    expect((await update({ _id: e._id, version: 1, status: 'closed' }, other.token)).statusCode).toBe(404);
    const reply = await t.call(
      'POST',
      '/api/store/customer_enquiry/reply',
      { _id: e._id, version: 1, body: 'hi' },
      other.token,
    );
    expect(reply.statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/store/customer_enquiry/${e._id}`, undefined, shop.token)).body.data,
    ).toMatchObject({
      status: 'new',
      reply_count: 0,
    });
    const plain = await shopStore(t);
    // Without the sign-up trial, whose Professional features include customer_enquiry.
    await t.app.ctx.db.delete(trialFeatures).where(eq(trialFeatures.storeId, plain.id));
    await t.written();
    const refused = await t.call('POST', '/api/store/customer_enquiry', {}, plain.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toMatch(/customer_enquiry/);
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['customer_enquiry'] })
      .where(eq(stores.id, plain.id));
    await t.written();
    expect((await t.call('POST', '/api/store/customer_enquiry', {}, plain.token)).body).toEqual({
      status: true,
      list: [],
      next_cursor: null,
    });
  });
});
