import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUOTE_CALLS } from '@stallfront/shared';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { quoteCallerOf } from './caller.js';
import { quoteDetail, quoteList } from './quote-admin.repo.js';
import { cancelQuote, confirmQuote, replyToQuote } from './quote-admin.service.js';

/** Quotes in the console: lists per state, a quote's page, reply, confirm into an order, cancel. */
export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, now } = app.ctx;
  const callerOf = (req: FastifyRequest) => quoteCallerOf(req, now());
  const write = (req: FastifyRequest) => ({ db, mailer, caller: callerOf(req), now: now() });

  serveCalls(app, QUOTE_CALLS, ['quotes'], {
    ...listHandlers(db, quoteList, callerOf),
    get: async (params, req) => ({ data: await quoteDetail(db, callerOf(req), params.id) }),
    reply: (body, req) => replyToQuote(write(req), body),
    confirm: (body, req) => confirmQuote(write(req), body),
    cancel: (body, req) => cancelQuote(write(req), body),
  });
}
