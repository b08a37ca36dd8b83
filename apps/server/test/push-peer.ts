import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, type JWTPayload, jwtVerify } from 'jose';

/** A browser's side of a push subscription: its P-256 key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** performance.now() when the whole request arrived. */
  at: number;
}

/**
 * A local push service (RFC 8030) on 127.0.0.1: it keeps every POST it receives and answers 201,
 * or the statuses a test set for a path (one per request, the last repeating).
 */
export async function startPushPeer() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number[]>();
  const waiting: { path: string; resolve: (push: ReceivedPush) => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const push = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: performance.now() };
      received.push(push);
      const planned = statuses.get(push.path) ?? [];
      const status = (planned.length > 1 ? planned.shift() : planned[0]) ?? 201;
      res.writeHead(status, { location: `${push.path}/messages/${received.length}` }).end();
      for (const waiter of waiting.filter((w) => w.path === push.path)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(push);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The statuses the service answers at this path, in turn. */
    answer(path: string, ...codes: number[]) {
      statuses.set(path, codes);
    },
    /** The next push to arrive at this path. */
    next(path: string, ms = 10_000): Promise<ReceivedPush> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push at ${path} within ${ms} ms`)), ms);
        waiting.push({
          path,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    /** PushSubscription.toJSON() of a browser subscribed at this path. */
    subscription(path: string, keys: BrowserKeys) {
      return { endpoint: `${origin}${path}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushPeer = Awaited<ReturnType<typeof startPushPeer>>;

/** The payload as the browser decrypts it (aes128gcm, RFC 8291) with its private key and auth secret. */
export function decryptPush(push: ReceivedPush, keys: BrowserKeys): string {
  return ece
    .decrypt(push.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth })
    .toString('utf8');
}

/**
 * Checks the VAPID header (RFC 8292) as a push service does: `vapid t=<JWT>, k=<public key>`, the
 * JWT signed ES256 by that key, for this service's origin, not expiring beyond 24 hours.
 */
export async function verifyVapid(push: ReceivedPush, origin: string): Promise<{ key: string; claims: JWTPayload }> {
  const header = String(push.headers.authorization ?? '');
  const match = header.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!match) throw new Error(`not a VAPID authorization header: ${header}`);
  const [, token = '', key = ''] = match;
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('the VAPID key is not an uncompressed P-256 point');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), {
    audience: origin,
    algorithms: ['ES256'],
  });
  if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600)
    throw new Error('the VAPID JWT lives beyond 24 hours');
  return { key, claims: payload };
}
