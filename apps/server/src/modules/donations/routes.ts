import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DONATION_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireRoute } from '../auth/route-gate.js';
import { donationList } from './donation-admin.repo.js';

/** Donations in the console (spec section 7: POST /store/donation_list), gated by the donations check. */
export async function donationRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const scopeOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireRoute(auth, 'donations', now(), 'This store takes no donations: turn on the donations feature.');
    return { storeId: auth.storeId, now: now() };
  };
  serveCalls(app, DONATION_CALLS, ['donations'], listHandlers(db, donationList, scopeOf));
}
