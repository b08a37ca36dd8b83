import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CHAT_MESSAGES_PER_MINUTE, CHAT_TEXT_MAX, WELCOME_MESSAGES } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, stores } from '../src/db/schema/index.js';
import { gifBytes, masterToken, pngBytes, sendChat } from './chat-fixtures.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let master: string;
beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
});
afterAll(() => t.close());

async function owner() {
  const { token, session } = await signUpStore(t);
  return { token, storeId: session.data._id as string };
}
const count = (token: string) => t.call('GET', '/api/store/chat', undefined, token);
const page = (token: string, skip: number, limit = 30) =>
  t.call('GET', `/api/store/chat?skip=${skip}&limit=${limit}`, undefined, token);
const storedCount = async (storeId: string) =>
  (await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.storeId, storeId))).length;

describe('the owner’s chat', () => {
  it('opens with two unread welcome messages, once however often it is counted', async () => {
    const { token, storeId } = await owner();
    const [first, second] = await Promise.all([count(token), count(token)]);
    expect(first.body).toEqual({ status: true, total: 2, initiated: false });
    expect(second.body).toEqual({ status: true, total: 2, initiated: false });
    const history = await page(token, 0);
    expect(history.body.total).toBe(2);
    expect(history.body.list.map((m: { content: string; from: string }) => [m.from, m.content])).toEqual(
      WELCOME_MESSAGES.map((content) => ['support', content]),
    );
    expect(history.body.list[0].room_id).toBe(storeId);
    const read = await t.call('PATCH', '/api/store/chat', {}, token);
    expect(read.body).toEqual({ status: true, total: 0 });
    expect((await count(token)).body.total).toBe(0);
  });

  it('keeps line breaks and answers `<script>` as the plain text it was, never as markup', async () => {
    const { token } = await owner();
    const content = 'Hello\nsecond line\n<script>alert(1)</script> & <b>bold</b>';
    const sent = await sendChat(t, token, { content });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data).toMatchObject({ content, from: 'store', image: null, viewed: false });
    const history = await page(token, 0);
    expect(history.headers['content-type']).toMatch(/^application\/json/);
    expect(history.body.list.at(-1).content).toBe(content);
    expect((await count(token)).body.initiated).toBe(true);
  });

  it('stores a JPEG, PNG or WebP image with an optional caption, and serves it', async () => {
    const { token, storeId } = await owner();
    const sent = await sendChat(
      t,
      token,
      { content: '' },
      { name: 'shot.png', type: 'image/png', bytes: await pngBytes() },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data.content).toBe('');
    expect(sent.body.data.image).toMatch(new RegExp(`^/media/${storeId}/.+\\.webp$`));
    const image = await t.app.inject({ method: 'GET', url: sent.body.data.image });
    expect(image.statusCode).toBe(200);
    const captioned = await sendChat(
      t,
      token,
      { content: 'See this' },
      { name: 'a.png', type: 'image/png', bytes: await pngBytes() },
    );
    expect(captioned.body.data).toMatchObject({ content: 'See this' });
  });

  it('refuses bad input, naming the field, and stores nothing', async () => {
    const { token, storeId } = await owner();
    await count(token);
    const before = await storedCount(storeId);
    const cases: [Awaited<ReturnType<typeof sendChat>>, number, RegExp][] = [
      [
        await sendChat(t, token, {}, { name: 'big.png', type: 'image/png', bytes: new Uint8Array(5 * 1024 * 1024) }),
        413,
        /^attachments: Accept file size upto 1 MB$/,
      ],
      [
        await sendChat(t, token, { content: 'gif' }, { name: 'cat.png', type: 'image/png', bytes: await gifBytes() }),
        400,
        /^attachments: must be a JPEG, PNG or WebP image/,
      ],
      [
        await sendChat(t, token, { content: 'x'.repeat(20 * 1024) }),
        400,
        new RegExp(`^content: ${CHAT_TEXT_MAX} characters at most`),
      ],
      [await sendChat(t, token, { content: 'é'.repeat(CHAT_TEXT_MAX + 1) }), 400, /^content: /],
      [await sendChat(t, token, { content: '   \n  ' }), 400, /^content: write a message or attach an image/],
      [
        await sendChat(
          t,
          token,
          { content: 'two' },
          { name: 'a.png', type: 'image/png', bytes: await pngBytes() },
          { name: 'b.png', type: 'image/png', bytes: await pngBytes() },
        ),
        400,
        /^attachments: attach one image to a message/,
      ],
      [await sendChat(t, token, 'not json'), 400, /^data: must be JSON/],
      [await sendChat(t, token, { content: 'hi', room_id: randomUUID() }), 400, /room_id/],
      [await sendChat(t, token, { content: 'nul \u0000' }), 400, /^content: /],
    ];
    for (const [res, status, message] of cases) {
      expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const json = await t.call('POST', '/api/store/chat', { content: 'json body' }, token);
    expect(json.statusCode).toBe(400);
    expect(json.body.message).toMatch(/^data: /);
    expect(await storedCount(storeId)).toBe(before);
    const badPage = await t.call('GET', '/api/store/chat?skip=-1&limit=500', undefined, token);
    expect(badPage.statusCode).toBe(400);
  });

  it('pages back through 100 messages oldest first, 30 at a time, with none lost or repeated', async () => {
    const { token, storeId } = await owner();
    await count(token);
    // Written straight to the table: a store sends CHAT_MESSAGES_PER_MINUTE a minute through the API.
    const start = Date.now();
    await t.app.ctx.db.insert(chatMessages).values(
      Array.from({ length: 100 }, (_, i) => ({
        storeId,
        from: 'store' as const,
        senderName: 'Owner',
        content: `message ${i + 1}`,
        createdAt: new Date(start + i),
      })),
    );
    const seen: string[] = [];
    let skip = 0;
    let total = Number.POSITIVE_INFINITY;
    while (skip < total) {
      const res = await page(token, skip);
      total = res.body.total;
      expect(res.body.list.length).toBe(Math.min(30, total - skip));
      // Each older page goes in front of what is shown.
      seen.unshift(...res.body.list.map((m: { content: string }) => m.content));
      skip += res.body.list.length;
    }
    expect(total).toBe(102);
    expect(seen).toEqual([...WELCOME_MESSAGES, ...Array.from({ length: 100 }, (_, i) => `message ${i + 1}`)]);
  });

  it(`takes ${CHAT_MESSAGES_PER_MINUTE} messages a minute from a store, then asks it to wait; other stores are not held`, async () => {
    const a = await owner();
    const b = await owner();
    for (let i = 1; i <= CHAT_MESSAGES_PER_MINUTE; i += 1)
      expect((await sendChat(t, a.token, { content: `quick ${i}` })).statusCode).toBe(200);
    const held = await sendChat(t, a.token, { content: 'one more' });
    expect(held.statusCode).toBe(429);
    expect(held.body.message).toBe(
      `content: ${CHAT_MESSAGES_PER_MINUTE} messages a minute at most; wait a moment and send it again.`,
    );
    expect((await sendChat(t, b.token, { content: 'hello' })).statusCode).toBe(200);
  });

  it('drops the controls that reorder text, so a message shows as it was typed', async () => {
    const { token } = await owner();
    const res = await sendChat(t, token, { content: 'invoice_\u202Efdp.exe' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.content).toBe('invoice_fdp.exe');
  });

  it('marks read up to a message of its own; another store’s message id is a 404 and changes nothing', async () => {
    const a = await owner();
    const b = await owner();
    await count(a.token);
    await count(b.token);
    const [firstOfB] = (await page(b.token, 0)).body.list;
    const refused = await t.call('PATCH', '/api/store/chat', { _id: firstOfB._id }, a.token);
    expect(refused.statusCode).toBe(404);
    expect((await count(a.token)).body.total).toBe(2);
    expect((await count(b.token)).body.total).toBe(2);
    const [firstOfA] = (await page(a.token, 0)).body.list;
    const upTo = await t.call('PATCH', '/api/store/chat', { _id: firstOfA._id }, a.token);
    expect(upTo.body).toEqual({ status: true, total: 1 });
  });
});

describe('who may chat', () => {
  it('is the owner of an active store only', async () => {
    const { token, storeId } = await owner();
    for (const kind of ['staff', 'vendor', 'branch'] as const) {
      const member = await memberToken(t, storeId, kind, ['orders', 'settings', 'add_product']);
      expect((await count(member)).statusCode, kind).toBe(403);
      expect((await sendChat(t, member, { content: 'hi' })).statusCode, kind).toBe(403);
    }
    expect((await count(master)).body.session_end).toBe(true);
    await t.app.ctx.db.update(stores).set({ status: 'inactive' }).where(eq(stores.id, storeId));
    await t.written();
    const inactive = await count(token);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.body.message).toMatch(/active/);
    expect(await storedCount(storeId)).toBe(0);
  });
});

describe('the platform admin’s side', () => {
  it('lists conversations with unread counts, reads one, replies, and the owner sees the reply unread', async () => {
    const { token, storeId } = await owner();
    await sendChat(t, token, { content: 'Where is my invoice?' });
    const inbox = await t.call('GET', '/api/admin/chat?skip=0&limit=100', undefined, master);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body.list.find((c: { room_id: string }) => c.room_id === storeId)).toMatchObject({
      last_message: 'Where is my invoice?',
      last_from: 'store',
      unread: 1,
    });
    const thread = await t.call('GET', `/api/auth/chat/auth_chat?skip=0&limit=30&userId=${storeId}`, undefined, master);
    expect(thread.body.list.map((m: { content: string }) => m.content)).toEqual([
      ...WELCOME_MESSAGES,
      'Where is my invoice?',
    ]);
    expect((await t.call('PATCH', '/api/admin/chat', { userId: storeId }, master)).statusCode).toBe(200);
    const after = await t.call('GET', '/api/admin/chat?skip=0&limit=100', undefined, master);
    expect(after.body.list.find((c: { room_id: string }) => c.room_id === storeId).unread).toBe(0);
    const reply = await t.call(
      'POST',
      '/api/auth/chat/auth_chat',
      { userId: storeId, content: 'Under Billing.\nThanks!' },
      master,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data).toMatchObject({ from: 'support', sender_name: 'Stallfront Support' });
    expect((await count(token)).body.total).toBe(3);
  });

  it('refuses store tokens, unknown stores and bad input', async () => {
    const { token, storeId } = await owner();
    await count(token);
    const calls = [
      ['GET', '/api/admin/chat', undefined],
      ['GET', `/api/auth/chat/auth_chat?userId=${storeId}`, undefined],
      ['POST', '/api/auth/chat/auth_chat', { userId: storeId, content: 'hi' }],
      ['PATCH', '/api/admin/chat', { userId: storeId }],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, body, token);
      expect(res.statusCode, url).toBe(401);
      expect(res.body.session_end).toBe(true);
    }
    const before = await storedCount(storeId);
    const unknown = await t.call('POST', '/api/auth/chat/auth_chat', { userId: randomUUID(), content: 'hi' }, master);
    expect(unknown.statusCode).toBe(404);
    const missing = await t.call('GET', `/api/auth/chat/auth_chat?userId=${randomUUID()}`, undefined, master);
    expect(missing.statusCode).toBe(404);
    const blank = await t.call('POST', '/api/auth/chat/auth_chat', { userId: storeId, content: '  ' }, master);
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toMatch(/^content: /);
    const notUuid = await t.call('GET', '/api/auth/chat/auth_chat?userId=store', undefined, master);
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.body.message).toMatch(/userId/);
    expect(await storedCount(storeId)).toBe(before);
  });
});
