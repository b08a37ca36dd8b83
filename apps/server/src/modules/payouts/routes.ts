import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYOUT_CALLS } from '@stallfront/shared';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { settlementScopeOf } from '../settlement/routes.js';
import { actOnPayout, createPayout, payoutList } from './payouts.service.js';

const DONE: Record<string, string> = {
  mark_paid: 'Payout marked paid.',
  mark_failed: 'Payout marked failed: its amount is back in the settled balance.',
  retry: 'Payout sent again.',
};

/** /vendors/payments: payouts of settled statements (a vendor reads its own). */
export async function payoutRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const scopeOf = (req: FastifyRequest) => settlementScopeOf(app, req);
  serveCalls(app, PAYOUT_CALLS, ['vendors'], {
    ...listHandlers(db, payoutList, scopeOf),
    create: async (input, req) => {
      const data = await createPayout(db, scopeOf(req).storeId, input, now());
      return {
        message: data.status === 'paid' ? 'Paid out.' : 'Payout recorded: mark it paid once the bank confirms.',
        data,
      };
    },
    action: async (input, req) => ({
      message: DONE[input.action] ?? 'Done.',
      data: await actOnPayout(db, scopeOf(req).storeId, input, now()),
    }),
  });
}
