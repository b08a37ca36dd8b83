import { eq } from 'drizzle-orm';
import {
  CHAT_SOCKET_EVENTS,
  type ChatMessage,
  type JoinAnswer,
  SOCKET_CLIENT_SETTINGS,
  SOCKET_EVENTS,
  SUPPORT_NAMESPACE,
} from '@stallfront/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../src/db/schema/index.js';
import { masterToken, sendChat } from './chat-fixtures.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const opened: Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

function next<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** The console's one socket, joined to its store's room as on `socketId`. */
async function storeSocket(url: string, token: string, storeId: string) {
  const socket = io(url, { ...SOCKET_CLIENT_SETTINGS, reconnection: false, forceNew: true, auth: { token } });
  opened.push(socket);
  await next(socket, SOCKET_EVENTS.socketId);
  const answer: JoinAnswer = await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.join, { store_id: storeId });
  expect(answer.status).toBe(true);
  return socket;
}

/** The admin inbox's socket, on the support namespace. */
async function supportSocket(url: string, token: string) {
  const socket = io(`${url}${SUPPORT_NAMESPACE}`, {
    ...SOCKET_CLIENT_SETTINGS,
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  opened.push(socket);
  await next(socket, SOCKET_EVENTS.socketId);
  return socket;
}

/** Messages a socket receives. */
function inbox(socket: Socket) {
  const got: ChatMessage[] = [];
  socket.on(CHAT_SOCKET_EVENTS.newMessage, (m: ChatMessage) => got.push(m));
  const arrival = (content: string, ms = 8000) =>
    new Promise<ChatMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`"${content}" did not arrive`)), ms);
      const check = (m: ChatMessage) => {
        if (m.content !== content) return;
        clearTimeout(timer);
        socket.off(CHAT_SOCKET_EVENTS.newMessage, check);
        resolve(m);
      };
      socket.on(CHAT_SOCKET_EVENTS.newMessage, check);
    });
  return { got, arrival };
}

describe('chat on the live socket (one node)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('reaches the owner and the admin inbox both ways, never staff, vendors or another store', async () => {
    const { token, session } = await signUpStore(t);
    const storeId = session.data._id as string;
    const other = await signUpStore(t);
    const owner = inbox(await storeSocket(url, token, storeId));
    const staff = inbox(await storeSocket(url, await memberToken(t, storeId, 'staff', ['orders']), storeId));
    const vendor = inbox(await storeSocket(url, await memberToken(t, storeId, 'vendor'), storeId));
    const stranger = inbox(await storeSocket(url, other.token, other.session.data._id));
    const support = inbox(await supportSocket(url, await masterToken(t)));

    const atSupport = support.arrival('Hello\nsupport');
    const atOwner = owner.arrival('Hello\nsupport');
    expect((await sendChat(t, token, { content: 'Hello\nsupport' })).statusCode).toBe(200);
    expect((await atSupport).room_id).toBe(storeId);
    expect((await atOwner).from).toBe('store');

    const reply = owner.arrival('We are here');
    const master = await masterToken(t);
    await t.call('POST', '/api/auth/chat/auth_chat', { userId: storeId, content: 'We are here' }, master);
    const received = await reply;
    expect(received).toMatchObject({ from: 'support', viewed: false });

    // The open window reports it seen: it is read.
    owner.got.length = 0;
    opened[0]?.emit(CHAT_SOCKET_EVENTS.viewed, { _id: received._id });
    await expect
      .poll(async () => {
        const [row] = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.id, received._id));
        return row?.readAt !== null;
      })
      .toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect([staff.got, vendor.got, stranger.got]).toEqual([[], [], []]);
  });

  it('lets no store token into the support namespace, and drops a signed-out admin', async () => {
    const { token } = await signUpStore(t);
    const refused = io(`${url}${SUPPORT_NAMESPACE}`, {
      ...SOCKET_CLIENT_SETTINGS,
      reconnection: false,
      forceNew: true,
      auth: { token },
    });
    opened.push(refused);
    expect((await next<Error>(refused, 'connect_error')).message).toMatch(/platform admin/);
    const master = await masterToken(t);
    const socket = await supportSocket(url, master);
    const ended = next<string>(socket, SOCKET_EVENTS.sessionEnd);
    await t.call('POST', '/api/admin/logout', undefined, master);
    expect(await ended).toMatch(/session has ended/);
  });
});

describe('chat across two API nodes over Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;
  beforeAll(async () => {
    nodeA = await startTestApp({ REDIS_URL });
    nodeB = await startTestApp({ REDIS_URL }, nodeA.app.ctx.database, { work: false });
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('carries a message sent through node A to the owner’s and the admin’s sockets on node B', async () => {
    const { token, session } = await signUpStore(nodeA);
    const storeId = session.data._id as string;
    const owner = inbox(await storeSocket(urlB, token, storeId));
    const support = inbox(await supportSocket(urlB, await masterToken(nodeA)));
    const atOwner = owner.arrival('Sent through A');
    const atSupport = support.arrival('Sent through A');
    expect((await sendChat(nodeA, token, { content: 'Sent through A' })).statusCode).toBe(200);
    expect((await atOwner).room_id).toBe(storeId);
    expect((await atSupport).room_id).toBe(storeId);
    const reply = owner.arrival('Reply through A');
    await nodeA.call(
      'POST',
      '/api/auth/chat/auth_chat',
      { userId: storeId, content: 'Reply through A' },
      await masterToken(nodeA),
    );
    expect((await reply).from).toBe('support');
  });
});
