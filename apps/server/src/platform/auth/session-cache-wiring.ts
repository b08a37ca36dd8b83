import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AUTH_CHANNEL, SessionCache } from './session-cache.js';

/**
 * The node's session cache, where the database tells it of every change in time: the
 * embedded database, one node, whose notices arrive before the writing statement returns.
 * On a server PostgreSQL each call reads its session (one prepared statement): notices reach
 * other nodes after the commit, and a sign-out must hold on every node at once.
 */
export async function sessionCacheOf<T>(
  app: FastifyInstance,
  database: Database,
): Promise<SessionCache<T> | undefined> {
  if (!database.listen) return undefined;
  const cache = new SessionCache<T>();
  const stop = await database.listen(AUTH_CHANNEL, (payload) => cache.onNotice(payload));
  app.addHook('preClose', async () => stop());
  return cache;
}
