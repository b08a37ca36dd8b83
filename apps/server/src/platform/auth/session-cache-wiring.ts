import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AUTH_CHANNEL, SessionCache } from './session-cache.js';

/** How long a write waits for its echo before it gives up on the cache instead. */
const SETTLE_TIMEOUT_MS = 2_000;

export interface AuthNotices<T> {
  cache: SessionCache<T>;
  /**
   * Resolves once this node has heard every notice committed before the call, so a write
   * (a sign-out, a new package) answers only when the nodes have dropped what it changed.
   * A server PostgreSQL delivers notices to every listening node at once, in commit order:
   * the echo of a notice sent now proves the earlier ones arrived. The embedded database
   * delivers them before its statement returns, so there is nothing to wait for.
   */
  settle(): Promise<void>;
}

/** The node's session cache, told of every change by the database's triggers. */
export async function authNoticesOf<T>(app: FastifyInstance, database: Database): Promise<AuthNotices<T>> {
  const cache = new SessionCache<T>();
  const echoes = new Map<string, () => void>();
  const onNotice = (payload: string) => {
    if (payload.startsWith('echo:')) echoes.get(payload.slice(5))?.();
    else cache.onNotice(payload);
  };
  const stop = await database.listen(AUTH_CHANNEL, onNotice, (listening) => cache.setListening(listening));
  app.addHook('preClose', async () => stop());

  const settle = async () => {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      echoes.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await database.notify(AUTH_CHANNEL, `echo:${id}`);
      if (!(await heard)) cache.clear();
    } finally {
      clearTimeout(timer);
      echoes.delete(id);
    }
  };
  return { cache, settle: database.kind === 'pglite' ? async () => {} : settle };
}
