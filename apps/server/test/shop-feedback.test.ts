import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, shopFeedback } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t);
}, 60_000);
afterAll(() => t.close());

const form = (email: string, more: Record<string, string> = {}) => ({
  name: 'Lena Fischer',
  email,
  rating: '4',
  message: 'Lovely shop, quick delivery.',
  order_number: '',
  website: '',
  ...more,
});

/** A shopper sends feedback from the shop's page; answers it as the console's list shows it. */
async function send(more: Record<string, string> = {}) {
  const email = `fb-${randomUUID().slice(0, 6)}@example.com`;
  const shopper = new Shopper(t);
  await shopper.get(`${shop.base}/feedback`);
  const sent = await shopper.post(`${shop.base}/feedback`, form(email, more));
  expect(sent.status).toBe(200);
  expect(sent.html).toContain('Thank you for your feedback');
  const list = await t.call('POST', '/api/store/feedback', { search: email }, shop.token);
  expect(list.body.list).toHaveLength(1);
  return list.body.list[0];
}

const update = (body: Record<string, unknown>, token = shop.token) => t.call('PUT', '/api/store/feedback', body, token);
const reply = (body: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/feedback/reply', body, token);

describe("the shop's feedback form", () => {
  it('is linked from the footer and keeps what the shopper sent, as new', async () => {
    const home = await new Shopper(t).get(`${shop.base}/`);
    expect(home.html).toContain(`href="${shop.base}/feedback"`);
    const f = await send({ rating: '5', order_number: '1001' });
    expect(f).toMatchObject({
      name: 'Lena Fischer',
      rating: 5,
      order_number: '1001',
      message: 'Lovely shop, quick delivery.',
      status: 'new',
      reply_count: 0,
      version: 1,
    });
  });

  it('sends a refused form back with a 400, each problem beside its field and the typed values kept', async () => {
    const shopper = new Shopper(t);
    await shopper.get(`${shop.base}/feedback`);
    const email = `kept-${randomUUID().slice(0, 6)}@example.com`;
    const refused = await shopper.post(`${shop.base}/feedback`, form(email, { rating: '9', message: ' ' }));
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Choose a rating from 1 to 5 stars');
    expect(refused.html).toContain('Write your feedback');
    expect(refused.html).toContain(`value="${email}"`);
    const noEmail = await shopper.post(`${shop.base}/feedback`, form('not-an-email'));
    expect(noEmail.status).toBe(400);
    expect(noEmail.html).toContain('id="feedback-email-error"');
    const rows = await t.app.ctx.db.select().from(shopFeedback).where(eq(shopFeedback.email, email));
    expect(rows).toEqual([]);
  });

  it('refuses a form from another site, and thanks a robot that fills the trap without keeping it', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: `${shop.base}/feedback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams(form('cross@example.com')).toString(),
    });
    expect(cross.statusCode).toBe(403);
    const shopper = new Shopper(t);
    await shopper.get(`${shop.base}/feedback`);
    const robot = await shopper.post(`${shop.base}/feedback`, form('robot@example.com', { website: 'http://spam' }));
    expect(robot.status).toBe(200);
    expect(robot.html).toContain('Thank you for your feedback');
    expect(await t.app.ctx.db.select().from(shopFeedback).where(eq(shopFeedback.email, 'robot@example.com'))).toEqual(
      [],
    );
  });
});

describe('the feedback list', () => {
  it('filters by status, rating and period, counts, sorts by rating and exports', async () => {
    const low = await send({ rating: '1', message: 'Parcel arrived damaged.' });
    const ofRating = await t.call('POST', '/api/store/feedback', { rating: '1', search: low.email }, shop.token);
    expect(ofRating.body.list).toHaveLength(1);
    const otherRating = await t.call('POST', '/api/store/feedback', { rating: 5, search: low.email }, shop.token);
    expect(otherRating.body.list).toEqual([]);
    const closed = await t.call('POST', '/api/store/feedback', { status: 'closed', search: low.email }, shop.token);
    expect(closed.body.list).toEqual([]);
    const count = await t.call('GET', '/api/store/feedback?status=new&rating=1', undefined, shop.token);
    expect(count.body).toMatchObject({ status: true, capped: false });
    expect(count.body.total).toBeGreaterThanOrEqual(1);
    const lowestFirst = await t.call('POST', '/api/store/feedback', { sort: 'rating', direction: 'asc' }, shop.token);
    expect(lowestFirst.body.list[0].rating).toBe(1);
    t.clock.advance(8 * 86_400_000);
    const old = await t.call('POST', '/api/store/feedback', { period: '7d', search: low.email }, shop.token);
    expect(old.body.list).toEqual([]);
    t.clock.advance(-8 * 86_400_000);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/store/feedback/export',
      payload: { search: low.email },
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split(/\r?\n/)[0]).toBe('created_on,status,rating,name,email,order_number,message,reply_count');
    expect(csv.body).toContain('Parcel arrived damaged.');
    const bad = await t.call('POST', '/api/store/feedback', { rating: 7 }, shop.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/rating/);
  });
});

describe('answering feedback', () => {
  it('mails a reply to the shopper, keeps it and marks the feedback replied', async () => {
    const f = await send({ message: 'Do you ship to Manchester?' });
    const empty = await reply({ _id: f._id, version: 1, body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toMatch(/body/);
    const res = await reply({ _id: f._id, version: 1, body: 'Yes, in two days.' });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(`Reply sent to ${f.email}.`);
    expect(res.body.data).toMatchObject({ status: 'replied', reply_count: 1, version: 2 });
    expect(res.body.data.replies).toEqual([
      expect.objectContaining({ body: 'Yes, in two days.', sent_by: expect.stringContaining('<') }),
    ]);
    const [mail] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, f.email));
    expect(mail?.subject).toMatch(/^Re: your feedback to /);
    expect(mail?.textBody).toContain('Yes, in two days.');
    expect(mail?.textBody).toContain('You wrote (4 of 5 stars): Do you ship to Manchester?');
    const got = await t.call('GET', `/api/store/feedback/${f._id}`, undefined, shop.token);
    expect(got.body.data.replies).toHaveLength(1);
  });

  it('new → read → closed; replied only after a reply; a stale version is a 409', async () => {
    const f = await send();
    const early = await update({ _id: f._id, version: 1, status: 'replied' });
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toMatch(/^status: /);
    const read = await update({ _id: f._id, version: 1, status: 'read' });
    expect(read.body.data).toMatchObject({ status: 'read', version: 2 });
    const stale = await update({ _id: f._id, version: 1, status: 'closed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/^version: this feedback changed since you opened it/);
    const closed = await update({ _id: f._id, version: 2, status: 'closed' });
    expect(closed.body.data).toMatchObject({ status: 'closed', version: 3 });
    // A reply to a closed feedback is sent and kept; the feedback stays closed.
    const late = await reply({ _id: f._id, version: 3, body: 'One more thing.' });
    expect(late.body.data).toMatchObject({ status: 'closed', reply_count: 1 });
    const bad = await update({ _id: f._id, version: 4, status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/status/);
  });
});

describe('who may see feedback', () => {
  it('staff with the marketing grant; not staff without it, vendors or branches', async () => {
    const f = await send();
    const granted = await memberToken(t, shop.id, 'staff', ['marketing']);
    expect((await update({ _id: f._id, version: 1, status: 'read' }, granted)).statusCode).toBe(200);
    for (const token of [
      await memberToken(t, shop.id, 'staff', ['orders', 'enquiries']),
      await memberToken(t, shop.id, 'vendor', ['update_product']),
      await memberToken(t, shop.id, 'branch'),
    ]) {
      const list = await t.call('POST', '/api/store/feedback', {}, token);
      expect(list.statusCode).toBe(403);
      expect((await update({ _id: f._id, version: 2, status: 'closed' }, token)).statusCode).toBe(403);
    }
  });

  it("another store's feedback is a 404 and unchanged", async () => {
    const f = await send();
    const other = await shopStore(t);
    expect((await t.call('GET', `/api/store/feedback/${f._id}`, undefined, other.token)).statusCode).toBe(404);
    expect((await update({ _id: f._id, version: 1, status: 'closed' }, other.token)).statusCode).toBe(404);
    expect((await reply({ _id: f._id, version: 1, body: 'hi' }, other.token)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/store/feedback', { search: f.email }, other.token)).body.list).toEqual([]);
    const mine = await t.call('GET', `/api/store/feedback/${f._id}`, undefined, shop.token);
    expect(mine.body.data).toMatchObject({ status: 'new', reply_count: 0 });
  });
});

describe('a shopper sending too much', () => {
  it('is refused with a 429 past the per-minute limit', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const store = await shopStore(limited);
      const shopper = new Shopper(limited);
      await shopper.get(`${store.base}/feedback`);
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await shopper.post(`${store.base}/feedback`, form(`many-${i}@example.com`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]?.html).toMatch(/Too many attempts\. Try again in \d+ seconds\./);
      expect(answers[2]?.html).toContain('<html');
    } finally {
      await limited.close();
    }
  }, 60_000);
});
