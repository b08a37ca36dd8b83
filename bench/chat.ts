// Support chat delivery latency (issue 14, item 6): BENCH_SOCKETS (1,000) owner sockets of
// BENCH_CHAT_STORES (20) stores are connected across two API nodes on one database, sharing
// Redis (REDIS_URL, default redis://127.0.0.1:6379) through the Socket.IO adapter; half the
// sockets are on node A, half on node B. BENCH_MESSAGES (200) messages are sent one after
// another through node A's POST /store/chat (multipart, as the console sends them); each is
// timed from the request to its arrival at every socket of its store on node B, and to the
// last one. Beside it, in the same run and with the same sockets connected: a bare room emit
// on node A to sockets on node B (the adapter's own share, no database), and a bare Socket.IO
// echo (a plain server on its own port, websocket only: emit, and the server emits it back).
// Prints p50/p99; asserts nothing.
//   npx tsx bench/chat.ts
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/chat.ts
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CHAT_SOCKET_EVENTS, type ChatMessage, SOCKET_CLIENT_SETTINGS, SOCKET_EVENTS } from '@stallfront/shared';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { chatRoom } from '../apps/server/src/platform/realtime/realtime.js';
import { openScratchDatabase } from '../apps/server/test/database.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const STORES = Number(process.env.BENCH_CHAT_STORES ?? 20);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: values.length,
    p50_ms: Number(percentile(sorted, 50).toFixed(2)),
    p99_ms: Number(percentile(sorted, 99).toFixed(2)),
  };
};

async function node(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-bench-media-')),
    REDIS_URL,
  });
  const app = await buildApp({ config, database });
  await app.ctx.jobs.start();
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin };
}

async function signUpOwner(origin: string, i: number) {
  const sub = `chat-${i}-${Date.now().toString(36)}`;
  const res = await fetch(`${origin}/api/others/create_store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Chat Bench ${i}`,
      email: `${sub}@example.com`,
      password: 'bench-password-1',
      type: 'order_based',
      category: 'clothing',
      country: 'IN',
      sub_domain: sub,
    }),
  });
  const body = (await res.json()) as { store_token: string; data: { _id: string; login_id: string } };
  return { storeId: body.data._id, loginId: body.data.login_id, token: body.store_token };
}

function connect(url: string, token: string, storeId: string): Promise<Socket> {
  const socket = io(url, { ...SOCKET_CLIENT_SETTINGS, forceNew: true, reconnection: false, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once(SOCKET_EVENTS.socketId, async () => {
      await socket.emitWithAck(SOCKET_EVENTS.join, { store_id: storeId });
      resolve(socket);
    });
  });
}

async function sendChat(origin: string, token: string, content: string) {
  const form = new FormData();
  form.append('data', JSON.stringify({ content }));
  const res = await fetch(`${origin}/api/store/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`chat send: ${res.status} ${await res.text()}`);
}

/** A plain Socket.IO server that sends every `echo` straight back: the transport alone. */
async function bareEcho() {
  const http = createServer();
  const server = new Server(http, { transports: ['websocket'], serveClient: false });
  server.on('connection', (socket) => socket.on('echo', (n: number) => socket.emit('echo', n)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const client = io(url, { transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  const times: number[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const sent = performance.now();
    await new Promise<void>((resolve) => {
      client.once('echo', () => resolve());
      client.emit('echo', i);
    });
    times.push(performance.now() - sent);
  }
  client.close();
  server.close();
  return times;
}

async function run() {
  const url = process.env.DATABASE_URL;
  const database = url ? await openScratchDatabase(url, 'stallfront_bench') : await openDatabase({});
  const a = await node(database);
  const b = await node({ ...database, close: async () => {} });
  const owners: Awaited<ReturnType<typeof signUpOwner>>[] = [];
  for (let i = 0; i < STORES; i += 1) owners.push(await signUpOwner(a.origin, i));
  const ownerOf = (i: number) => owners[i % STORES] as (typeof owners)[number];

  // Each socket is an owner's console tab with a session of its own, alternately on A and B.
  const onB = new Map<string, Socket[]>();
  const sockets: Socket[] = [];
  const connectStarted = performance.now();
  for (let start = 0; start < SOCKETS; start += 50) {
    const batch = Array.from({ length: Math.min(50, SOCKETS - start) }, async (_, j) => {
      const i = start + j;
      const owner = ownerOf(i);
      const { token } = await a.app.ctx.sessions.issue({
        principalType: 'store_user',
        principalId: owner.loginId,
        storeId: owner.storeId,
      });
      // Every store has half its sockets on each node.
      const nodeB = Math.floor(i / STORES) % 2 === 1;
      const socket = await connect(nodeB ? b.origin : a.origin, token, owner.storeId);
      sockets.push(socket);
      if (nodeB) onB.set(owner.storeId, [...(onB.get(owner.storeId) ?? []), socket]);
    });
    await Promise.all(batch);
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;

  /** Resolves with each of the store's node-B sockets' arrival time of the message with this content. */
  const arrivals = (storeId: string, content: string, event: string) =>
    Promise.all(
      (onB.get(storeId) ?? []).map(
        (socket) =>
          new Promise<number>((resolve) => {
            const check = (m: ChatMessage) => {
              if (m.content !== content) return;
              socket.off(event, check);
              resolve(performance.now());
            };
            socket.on(event, check);
          }),
      ),
    );

  const bareAdapter: number[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const owner = ownerOf(i);
    const content = `bare ${i}`;
    const arrived = arrivals(owner.storeId, content, CHAT_SOCKET_EVENTS.newMessage);
    const sent = performance.now();
    a.app.ctx.realtime.io.to(chatRoom(owner.storeId)).emit(CHAT_SOCKET_EVENTS.newMessage, { content } as ChatMessage);
    for (const at of await arrived) bareAdapter.push(at - sent);
  }

  const each: number[] = [];
  const last: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const owner = ownerOf(i);
    const content = `message ${i}`;
    const arrived = arrivals(owner.storeId, content, CHAT_SOCKET_EVENTS.newMessage);
    const sent = performance.now();
    await sendChat(a.origin, owner.token, content);
    answered.push(performance.now() - sent);
    const times = await arrived;
    for (const at of times) each.push(at - sent);
    last.push(Math.max(...times) - sent);
  }
  const echo = await bareEcho();

  for (const socket of sockets) socket.close();
  await b.app.close();
  await a.app.close();

  console.log(
    `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, two API nodes over Redis: ${sockets.length} sockets ` +
      `(${STORES} stores, half on each node; connected and joined in ${connectSeconds.toFixed(1)} s); ` +
      `${MESSAGES} messages sent one at a time through node A, received on node B`,
  );
  console.table({
    'POST /store/chat answered': summary(answered),
    'send → each socket on node B': summary(each),
    'send → last socket of the store on B': summary(last),
    'bare room emit A → socket on B (Redis)': summary(bareAdapter),
    'bare Socket.IO echo (round trip)': summary(echo),
  });
}

await run();
process.exit(0);
