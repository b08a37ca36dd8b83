import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import type { Mailer } from '../../platform/mail.js';
import { requireRoute } from './route-gate.js';

/** What answering a shopper's message needs: the store, who signs the reply, and when. */
export interface ThreadWrite {
  db: Db;
  mailer: Mailer;
  storeId: string;
  storeName: string;
  /** The signed-in account, as "name <email>", kept with a reply. */
  sentBy: string;
  now: Date;
}

/**
 * The caller of a screen that answers shoppers' messages (enquiries, feedback): the access rule
 * let them in; the store must have the route's part too (404 with `refusal` otherwise).
 */
export function threadCaller(app: FastifyInstance, routeName: string, refusal: string) {
  const { db, mailer, now } = app.ctx;
  const authOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireRoute(auth, routeName, now(), refusal);
    return auth;
  };
  return {
    scopeOf: (req: FastifyRequest) => ({ storeId: authOf(req).storeId, now: now() }),
    write: (req: FastifyRequest): ThreadWrite => {
      const auth = authOf(req);
      const person = auth.principal.row;
      return {
        db,
        mailer,
        storeId: auth.storeId,
        storeName: auth.view.store.name,
        sentBy: `${person.name} <${person.email}>`,
        now: now(),
      };
    },
  };
}
