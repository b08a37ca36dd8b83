import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema/index.js';
import { expectAdminOnly } from './admin-community-fixtures.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken, sendForm } from './panels-fixtures.js';

let t: TestApp;
let master: string;
let store: Awaited<ReturnType<typeof signUpStore>>;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
  store = await signUpStore(t);
}, 60_000);
afterAll(() => t.close());

async function sendFeedback(title: string, token = store.token) {
  const data = JSON.stringify({ title, severity: 'Critical', description: 'The page is blank.' });
  const res = await sendForm(t, '/api/store/store_feedback', { data }, [], token);
  expect(res.statusCode).toBe(200);
  const list = await t.call('POST', '/api/admin/feedback_list', { search: title }, master);
  return list.body.list[0];
}

const lastMail = async () => {
  const [mail] = await t.app.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
};

describe('answering feedback', () => {
  it('keeps the answer on the feedback and mails it to the store owner, even when staff wrote it', async () => {
    const staff = await memberToken(t, store.session.data._id, 'staff');
    const feedback = await sendFeedback('Blank orders page', staff);
    expect(feedback).toMatchObject({ status: 'open', reply: null, replied_on: null });
    const res = await t.call(
      'POST',
      '/api/admin/feedback_reply',
      { _id: feedback._id, reply: 'Fixed in today’s release.' },
      master,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(`Answer mailed to ${store.body.email}.`);
    expect(res.body.data).toMatchObject({ reply: 'Fixed in today’s release.', replied_by: 'Platform', status: 'open' });
    const mail = await lastMail();
    expect(mail).toMatchObject({ toAddress: store.body.email, subject: 'Re: Blank orders page' });
    expect(mail?.textBody).toContain('Fixed in today’s release.');
  });

  it('shows the store its own feedback with the answer, and no other store’s', async () => {
    const mine = await t.call('GET', '/api/store/store_feedback', undefined, store.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.list).toMatchObject([
      {
        title: 'Blank orders page',
        status: 'open',
        reply: 'Fixed in today’s release.',
        replied_on: expect.any(String),
      },
    ]);
    const other = await signUpStore(t);
    expect((await t.call('GET', '/api/store/store_feedback', undefined, other.token)).body.list).toEqual([]);
    const vendor = await memberToken(t, store.session.data._id, 'vendor');
    expect((await t.call('GET', '/api/store/store_feedback', undefined, vendor)).statusCode).toBe(403);
  });

  it('closes and reopens, and the list filters by status', async () => {
    const feedback = await sendFeedback('Close me');
    const closed = await t.call('POST', '/api/admin/feedback_status', { _id: feedback._id, status: 'closed' }, master);
    expect(closed.body).toMatchObject({ message: 'Feedback closed.', data: { status: 'closed' } });
    const closedList = await t.call('POST', '/api/admin/feedback_list', { status: 'closed' }, master);
    expect(closedList.body.list.map((f: { title: string }) => f.title)).toEqual(['Close me']);
    const count = await t.call('GET', '/api/admin/feedback_list?status=open', undefined, master);
    expect(count.body.total).toBe(1);
    const reopened = await t.call('POST', '/api/admin/feedback_status', { _id: feedback._id, status: 'open' }, master);
    expect(reopened.body.data.status).toBe('open');
    expect((await t.call('GET', '/api/admin/feedback_list?status=closed', undefined, master)).body.total).toBe(0);
  });

  it('refuses bad input with a message', async () => {
    const feedback = await sendFeedback('Bad input');
    const cases: [string, unknown, number, RegExp][] = [
      ['/api/admin/feedback_reply', { _id: feedback._id, reply: '  ' }, 400, /^reply:/],
      ['/api/admin/feedback_reply', { _id: 'nope', reply: 'Hi' }, 400, /^_id: is not a feedback id/],
      [
        '/api/admin/feedback_reply',
        { _id: '00000000-0000-4000-8000-000000000000', reply: 'Hi' },
        404,
        /does not exist/,
      ],
      ['/api/admin/feedback_status', { _id: feedback._id, status: 'done' }, 400, /^status: must be open or closed/],
    ];
    for (const [url, body, code, message] of cases) {
      const res = await t.call('POST', url, body, master);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('POST', '/api/admin/feedback_list', { status: 'done' }, master)).statusCode).toBe(400);
  });

  it('refuses store, staff, vendor and branch tokens', async () => {
    const feedback = await sendFeedback('Access');
    await expectAdminOnly(t, [
      ['POST', '/api/admin/feedback_list', {}],
      ['POST', '/api/admin/feedback_reply', { _id: feedback._id, reply: 'x' }],
      ['POST', '/api/admin/feedback_status', { _id: feedback._id, status: 'closed' }],
    ]);
    const after = await t.call('POST', '/api/admin/feedback_list', { search: 'Access' }, master);
    expect(after.body.list[0]).toMatchObject({ status: 'open', reply: null });
  });
});
