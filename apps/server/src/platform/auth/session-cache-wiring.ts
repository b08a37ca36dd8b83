import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AUTH_CHANNEL, SessionCache } from './session-cache.js';

/** How long a write waits for every node's ack before it answers anyway. */
const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Subscribes to the database's change notices ('store:<id>', 'shop:<id>'…); '*' means notices
 * may have been missed and everything held must go.
 */
export type ChangeNotices = (listener: (payload: string) => void) => void;

export interface AuthNotices<T> {
  cache: SessionCache<T>;
  /**
   * Resolves once every node has dropped what the writes committed so far changed, so a
   * write (a sign-out, a new package) answers only when the next call, on any node, sees it.
   * On a server PostgreSQL this node sends an echo notice and waits for an ack from every
   * listening node: notices reach each node in commit order, so a node's ack proves it has
   * handled the earlier ones. The embedded database is one node and delivers notices before
   * its statement returns, so there is nothing to wait for.
   */
  settle(): Promise<void>;
  /** Hears every change notice too, for another per-node cache. */
  subscribe: ChangeNotices;
}

/** The node's session cache, told of every change by the database's triggers. */
export async function authNoticesOf<T>(app: FastifyInstance, database: Database): Promise<AuthNotices<T>> {
  const cache = new SessionCache<T>();
  const listeners = new Set<(payload: string) => void>();
  const waiting = new Map<string, { acks: number; needed: number; heard: () => void }>();
  const onNotice = (payload: string) => {
    const [kind, id = ''] = payload.split(':');
    if (kind === 'echo') {
      // Everything committed before the echo has been handled above: say so.
      database.notify(AUTH_CHANNEL, `ack:${id}`).catch((error) => app.log.warn({ error }, 'auth ack not sent'));
    } else if (kind === 'ack') {
      const wait = waiting.get(id);
      if (wait && ++wait.acks >= wait.needed) wait.heard();
    } else {
      cache.onNotice(payload);
      for (const listener of listeners) listener(payload);
    }
  };
  const onState = (listening: boolean) => {
    cache.setListening(listening);
    for (const listener of listeners) listener('*');
  };
  const stop = await database.listen(AUTH_CHANNEL, onNotice, onState);
  app.addHook('preClose', async () => stop());

  const settle = async () => {
    const id = randomUUID();
    const needed = await database.countListeners();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(id, { acks: 0, needed, heard: () => resolve(true) });
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await database.notify(AUTH_CHANNEL, `echo:${id}`);
      // A node that stopped listening meanwhile never acks; this node at least starts afresh.
      if (!(await heard)) {
        cache.clear();
        for (const listener of listeners) listener('*');
      }
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  };
  return {
    cache,
    settle: database.kind === 'pglite' ? async () => {} : settle,
    subscribe: (listener) => void listeners.add(listener),
  };
}
