import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { periodStartOf, SETTLEMENT_CLOSE_CRON, SETTLEMENT_LINE_CALLS, STATEMENT_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireStoreOffers } from '../auth/route-gate.js';
import { settlementLineList, type SettlementScope, statementList } from './settlement.repo.js';
import {
  closeAllStores,
  closePeriod,
  settlementSummary,
  statementCsv,
  statementDetail,
  statementItems,
} from './statements.service.js';

const NOT_OFFERED = 'This store has no vendor settlement: it is for multi-vendor stores with the Vendors feature.';

/** Monday 00:00 UTC: every store's lines paid before it close into the week's statements. */
export const SETTLEMENT_CLOSE = jobKind('settlement.close', z.strictObject({}));

/**
 * The caller's share of settlement: the store's, and a vendor's own rows only. The gate applied
 * the endpoint's access; a store without the Vendors part answers 404 as its screen is missing.
 */
export function settlementScopeOf(app: FastifyInstance, req: FastifyRequest): SettlementScope {
  const auth = storeAuthOf(req);
  requireStoreOffers(auth, 'vendors_settlement', app.ctx.now(), NOT_OFFERED);
  return { storeId: auth.storeId, vendorId: auth.principal.type === 'vendor' ? auth.principal.row.id : null };
}

/** /vendors/settlement: statements, open lines, balances, closing a period now. */
export async function settlementRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const scopeOf = (req: FastifyRequest) => settlementScopeOf(app, req);
  serveCalls(app, SETTLEMENT_LINE_CALLS, ['vendors'], listHandlers(db, settlementLineList, scopeOf));
  serveCalls(app, STATEMENT_CALLS, ['vendors'], {
    ...listHandlers(db, statementList, scopeOf),
    get: async ({ id }, req) => ({ data: await statementDetail(db, scopeOf(req), id) }),
    csv: async ({ id }, req) => statementCsv(db, scopeOf(req), id),
    summary: async (_input, req) => ({ list: await settlementSummary(db, scopeOf(req)) }),
    close: async ({ vendor_id }, req) => {
      const scope = scopeOf(req);
      // Everything paid up to this moment: a period is [start, end), so its end is a millisecond on.
      const ids = await closePeriod(db, scope.storeId, new Date(now().getTime() + 1), vendor_id);
      const list = await statementItems(db, scope, ids);
      const message =
        list.length === 0
          ? 'Nothing to close: no vendor has open lines with a positive net.'
          : `Closed ${list.length === 1 ? '1 statement' : `${list.length} statements`}.`;
      return { message, list };
    },
  });
  app.ctx.jobs.define(
    SETTLEMENT_CLOSE,
    async () => {
      const made = await closeAllStores(db, periodStartOf(now()));
      if (made > 0) app.log.info({ statements: made }, 'settlement close');
    },
    { policy: 'singleton', retryLimit: 2 },
  );
  app.ctx.jobs.schedule(SETTLEMENT_CLOSE, SETTLEMENT_CLOSE_CRON, {});
}
