import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from './admin-community-fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
}, 60_000);
afterAll(() => t.close());

const subscribe = (body: unknown) => t.call('POST', '/api/others/newsletter_subscribe', body);
const enquire = (body: Record<string, unknown>) =>
  t.call('POST', '/api/others/enquiry', {
    type: 'sales',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    message: 'Do you sell to schools?',
    ...body,
  });
const subscribers = (body: Record<string, unknown> = {}) => t.call('POST', '/api/admin/subscriber_list', body, master);
const enquiries = (body: Record<string, unknown> = {}) => t.call('POST', '/api/admin/enquiry_list', body, master);

describe('the platform newsletter', () => {
  it('takes a sign-up once per address, lists, searches and exports it', async () => {
    expect((await subscribe({ email: 'Lee@Example.com', name: 'Lee' })).statusCode).toBe(200);
    expect((await subscribe({ email: 'lee@example.com' })).statusCode).toBe(200);
    t.clock.advance(1000);
    await subscribe({ email: 'kim@example.com', name: 'Kim Park' });
    const all = await subscribers();
    expect(all.body.list.map((s: { email: string }) => s.email)).toEqual(['kim@example.com', 'lee@example.com']);
    expect((await subscribers({ search: 'park' })).body.list).toHaveLength(1);
    const csv = await t.call('POST', '/api/admin/subscriber_list/export', {}, master);
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/text\/csv/);
    expect(csv.body).toMatch(/^email,name,status,created_on,unsubscribed_on/);
    expect(csv.body).toContain('kim@example.com,Kim Park,subscribed');
  });

  it('unsubscribes and removes, and the status filter follows', async () => {
    const [kim, lee] = (await subscribers()).body.list;
    const out = await t.call('POST', '/api/admin/subscriber_unsubscribe', { ids: [kim._id] }, master);
    expect(out.body.message).toBe('1 subscriber unsubscribed.');
    const left = await subscribers({ status: 'unsubscribed' });
    expect(left.body.list).toMatchObject([{ email: 'kim@example.com', unsubscribed_on: expect.any(String) }]);
    expect((await t.call('GET', '/api/admin/subscriber_list?status=subscribed', undefined, master)).body.total).toBe(1);
    // Signing up again comes back.
    await subscribe({ email: 'kim@example.com' });
    expect((await subscribers({ status: 'subscribed' })).body.list).toHaveLength(2);
    const gone = await t.call('POST', '/api/admin/subscriber_delete', { ids: [lee._id] }, master);
    expect(gone.body.message).toBe('1 subscriber removed.');
    expect((await subscribers()).body.list.map((s: { email: string }) => s.email)).toEqual(['kim@example.com']);
  });

  it('refuses bad input', async () => {
    expect((await subscribe({ email: 'not-an-email' })).statusCode).toBe(400);
    expect((await subscribe({})).body.message).toMatch(/^email:/);
    expect((await subscribers({ status: 'gone' })).body.message).toMatch(/^status: must be subscribed or unsubscribed/);
    const none = await t.call('POST', '/api/admin/subscriber_unsubscribe', { ids: [] }, master);
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toMatch(/select at least one/);
  });
});

describe('enquiries to the platform', () => {
  it('lists the public enquiries by type and search, exports and deletes them', async () => {
    expect((await enquire({ type: 'partnership', company: 'Acme Co', message: 'Reseller terms?' })).statusCode).toBe(
      200,
    );
    t.clock.advance(1000);
    expect((await enquire({ type: 'support' })).statusCode).toBe(200);
    expect((await enquiries()).body.list).toHaveLength(2);
    const partners = await enquiries({ type: 'partnership' });
    expect(partners.body.list).toMatchObject([{ company: 'Acme Co', message: 'Reseller terms?' }]);
    expect((await enquiries({ search: 'acme' })).body.list).toHaveLength(1);
    expect((await t.call('GET', '/api/admin/enquiry_list?type=support', undefined, master)).body.total).toBe(1);
    const csv = await t.call('POST', '/api/admin/enquiry_list/export', { type: 'partnership' }, master);
    expect(csv.body).toMatch(/^created_on,type,name,email,mobile,company,message/);
    expect(csv.body).toContain('Reseller terms?');
    const gone = await t.call('POST', '/api/admin/enquiry_delete', { ids: [partners.body.list[0]._id] }, master);
    expect(gone.body.message).toBe('1 enquiry deleted.');
    expect((await enquiries()).body.list).toHaveLength(1);
  });

  it('refuses a bad enquiry and a bad filter', async () => {
    expect((await enquire({ type: 'lunch' })).statusCode).toBe(400);
    expect((await enquire({ message: '' })).body.message).toMatch(/^message:/);
    expect((await enquiries({ type: 'lunch' })).body.message).toMatch(/^type: must be sales, partnership/);
  });

  it('refuses store, staff, vendor and branch tokens on every admin call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectAdminOnly(t, [
      ['POST', '/api/admin/subscriber_list', {}],
      ['GET', '/api/admin/subscriber_list'],
      ['POST', '/api/admin/subscriber_list/export', {}],
      ['POST', '/api/admin/subscriber_unsubscribe', { ids: [id] }],
      ['POST', '/api/admin/subscriber_delete', { ids: [id] }],
      ['POST', '/api/admin/enquiry_list', {}],
      ['GET', '/api/admin/enquiry_list'],
      ['POST', '/api/admin/enquiry_list/export', {}],
      ['POST', '/api/admin/enquiry_delete', { ids: [id] }],
    ]);
  });
});
