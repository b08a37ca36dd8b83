import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken, sendForm } from './panels-fixtures.js';

let t: TestApp;
let master: string;
let store: Awaited<ReturnType<typeof signUpStore>>;
let png: Uint8Array;
let jpeg: Uint8Array;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
  store = await signUpStore(t);
  const square = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });
  png = new Uint8Array(await square.clone().png().toBuffer());
  jpeg = new Uint8Array(await square.clone().jpeg().toBuffer());
}, 60_000);
afterAll(() => t.close());

const data = (fields: Record<string, string> = {}) =>
  JSON.stringify({ title: 'Checkout is slow', severity: 'Minor', description: 'It takes 10 s.', ...fields });
const image = (bytes: Uint8Array, name = 'shot.png', type = 'image/png') => ({
  field: 'attachments',
  name,
  type,
  bytes,
});
const sendFeedback = (fields: Record<string, string>, files: ReturnType<typeof image>[] = [], token = store.token) =>
  sendForm(t, '/api/store/store_feedback', fields, files, token);
const adminList = (body: Record<string, unknown> = {}) => t.call('POST', '/api/admin/feedback_list', body, master);

describe('sending feedback', () => {
  it('stores the feedback with two images, which the admin lists and can open', async () => {
    const sent = await sendFeedback({ data: data({ title: 'Two shots' }) }, [
      image(png),
      image(jpeg, 'b.jpg', 'image/jpeg'),
    ]);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatchObject({ status: true, message: expect.stringMatching(/Thank you/) });
    const listed = await adminList({ search: 'Two shots' });
    const [row] = listed.body.list;
    expect(row).toMatchObject({
      title: 'Two shots',
      severity: 'Minor',
      store_name: store.body.name,
      sent_by: expect.stringContaining(store.body.email),
    });
    expect(row.attachments).toHaveLength(2);
    expect(row.attachments[0]).toMatchObject({ width: 40, height: 30 });
    for (const a of row.attachments) {
      const file = await t.app.inject({ method: 'GET', url: a.url });
      expect(file.statusCode, a.url).toBe(200);
    }
  });

  it('takes feedback without images, from staff too, and keeps markup as text', async () => {
    const staff = await memberToken(t, store.session.data._id, 'staff');
    const description = '<script>alert("x")</script> breaks';
    expect((await sendFeedback({ data: data({ title: 'Markup', description }) }, [], staff)).statusCode).toBe(200);
    const [row] = (await adminList({ search: 'Markup' })).body.list;
    expect(row).toMatchObject({ description, attachments: [] });
  });

  it('refuses a sixth image, a GIF renamed .png, oversize images and other fields', async () => {
    const six = await sendFeedback(
      { data: data({ title: 'Six' }) },
      Array.from({ length: 6 }, () => image(png)),
    );
    expect(six.statusCode).toBe(400);
    expect(six.body.message).toMatch(/^attachments: at most 5/);
    const gif = new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'));
    const renamed = await sendFeedback({ data: data({ title: 'Gif' }) }, [image(png), image(gif, 'cat.png')]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.body.message).toMatch(/^attachments: cat\.png is not a JPEG or PNG/);
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set(png.subarray(0, 8));
    const big = await sendFeedback({ data: data({ title: 'Huge' }) }, [image(huge)]);
    expect(big.statusCode).toBe(413);
    expect(big.body.message).toMatch(/^attachments: each image must be 5 MB/);
    const field = await sendFeedback({ data: data({ title: 'Field' }) }, [{ ...image(png), field: 'file' }]);
    expect(field.body.message).toMatch(/^attachments:/);
    // Nothing of the refused ones was kept.
    const count = await t.call('GET', '/api/admin/feedback_list', undefined, master);
    expect((await adminList()).body.list.map((f: { title: string }) => f.title)).not.toContain('Six');
    expect(count.body.total).toBe(2);
  });

  it('names the field of bad data', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ data: data({ title: '' }) }, /^title: Enter a subject/],
      [{ data: data({ severity: 'Urgent' }) }, /^severity: must be Critical, Minor, To improve or Feature request/],
      [{ data: data({ description: ' ' }) }, /^description:/],
      [{ data: '{not json' }, /^data: is not JSON/],
      // Past the multipart field's room: the description's limit, not "is not JSON".
      [{ data: data({ description: 'x'.repeat(100_000) }) }, /^description: 4,000 characters at most/],
      [{}, /^data: send the subject/],
    ];
    for (const [fields, message] of cases) {
      const res = await sendFeedback(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const json = await t.call('POST', '/api/store/store_feedback', { title: 'x' }, store.token);
    expect(json.statusCode).toBe(400);
  });

  it('refuses vendors, branches, signed-out callers and store tokens on the admin list', async () => {
    const storeId = store.session.data._id;
    expect((await sendFeedback({ data: data() }, [], await memberToken(t, storeId, 'vendor'))).statusCode).toBe(403);
    expect((await sendFeedback({ data: data() }, [], await memberToken(t, storeId, 'branch'))).statusCode).toBe(403);
    expect((await sendForm(t, '/api/store/store_feedback', { data: data() }, [])).statusCode).toBe(401);
    expect((await t.call('POST', '/api/admin/feedback_list', {}, store.token)).statusCode).toBe(401);
  });
});

describe('the admin’s feedback list', () => {
  it('filters by severity, counts and pages', async () => {
    for (const n of [1, 2]) {
      t.clock.advance(1000);
      await sendFeedback({ data: data({ title: `Crit ${n}`, severity: 'Critical' }) });
    }
    const crit = await adminList({ severity: 'Critical', limit: 1 });
    expect(crit.body.list.map((f: { title: string }) => f.title)).toEqual(['Crit 2']);
    const next = await adminList({ severity: 'Critical', limit: 1, cursor: crit.body.next_cursor });
    expect(next.body.list.map((f: { title: string }) => f.title)).toEqual(['Crit 1']);
    const count = await t.call('GET', '/api/admin/feedback_list?severity=Critical', undefined, master);
    expect(count.body).toMatchObject({ total: 2, capped: false });
    expect((await adminList({ severity: 'Urgent' })).statusCode).toBe(400);
  });
});
