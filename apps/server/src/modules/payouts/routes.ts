import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYOUT_CALLS, type PayoutItem } from '@stallfront/shared';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { gatewayConfigOf } from '../payments/gateway.service.js';
import { settlementScopeOf } from '../settlement/routes.js';
import { actOnPayout, createPayout, payoutList, payoutMethods } from './payouts.service.js';

const DONE: Record<string, string> = {
  mark_paid: 'Payout marked paid.',
  mark_failed: 'Payout marked failed: its amount is back in the settled balance.',
  retry: 'Payout sent again.',
};

/** What the owner is told of a payout just sent: a Stripe transfer's answer, or the bank transfer to confirm. */
function sentMessage(payout: PayoutItem, fallback: string): string {
  if (payout.status === 'paid') return 'Paid out.';
  if (payout.method === 'bank_transfer') return fallback;
  if (payout.status === 'failed')
    return `Stripe refused the transfer; its amount is back in the settled balance. ${payout.note ?? ''}`.trim();
  return 'Stripe did not answer yet: retry to ask again (the same attempt cannot pay twice).';
}

/** /vendors/payments: payouts of settled statements (a vendor reads its own). */
export async function payoutRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const gc = gatewayConfigOf(app.ctx.config, db);
  const scopeOf = (req: FastifyRequest) => settlementScopeOf(app, req);
  serveCalls(app, PAYOUT_CALLS, ['vendors'], {
    ...listHandlers(db, payoutList, scopeOf),
    create: async (input, req) => {
      const data = await createPayout(db, scopeOf(req).storeId, input, now(), gc);
      return { message: sentMessage(data, 'Payout recorded: mark it paid once the bank confirms.'), data };
    },
    methods: async (input, req) => ({
      status: true as const,
      list: await payoutMethods(db, gc, scopeOf(req).storeId, input.vendor_id),
    }),
    action: async (input, req) => {
      const data = await actOnPayout(db, scopeOf(req).storeId, input, now(), gc);
      const fallback = DONE[input.action] ?? 'Done.';
      return { message: input.action === 'retry' ? sentMessage(data, fallback) : fallback, data };
    },
  });
}
