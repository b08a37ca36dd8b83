import { dayIn, storeTimeZone } from '@stallfront/shared';
import type { FastifyRequest } from 'fastify';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { requireRoute } from '../auth/route-gate.js';

/** Who handles a quote, with the store facts the quote rules need. */
export interface QuoteCaller {
  storeId: string;
  store: { id: string; name: string; currency: string };
  /** The moment of the call: a list's period counts back from it. */
  now: Date;
  /** Today in the store's time zone (YYYY-MM-DD): quoted prices hold through their validity day. */
  today: string;
}

/**
 * The endpoint's access (QUOTE_ACCESS) let the caller in; the quote lists' route rule then
 * asks for a quote store (and the staff grant), as the console's menu does.
 */
export function quoteCallerOf(req: FastifyRequest, now: Date): QuoteCaller {
  const auth = storeAuthOf(req);
  requireRoute(
    auth,
    'quotes_live',
    now,
    'This store takes no quotes: quotes belong to quote stores (B2B / wholesale).',
  );
  const { store } = auth.view;
  return {
    storeId: auth.storeId,
    store: { id: store.id, name: store.name, currency: store.currency },
    now,
    today: dayIn(now, storeTimeZone(store.country, store.timezone)),
  };
}
