import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatMoney, QUOTE_CALLS as C } from '@stallfront/shared';
import { toCsv } from '../../platform/files/csv.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { quoteCallerOf } from './caller.js';
import { countQuotes, listQuotes, quoteDetail, quotesForExport } from './quote-admin.repo.js';
import { cancelQuote, confirmQuote, replyToQuote } from './quote-admin.service.js';

const CSV_COLUMNS = [
  'number',
  'status',
  'name',
  'email',
  'company',
  'lines',
  'total',
  'currency',
  'valid_until',
  'created_on',
];

/** Quotes in the console: lists per state, a quote's page, reply, confirm into an order, cancel. */
export async function quoteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, now } = app.ctx;
  const tags = ['quotes'];
  const callerOf = (req: Parameters<typeof quoteCallerOf>[0]) => quoteCallerOf(req, now());
  const write = (req: Parameters<typeof quoteCallerOf>[0]) => ({ db, mailer, caller: callerOf(req), now: now() });
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    handler: async (req) => ok(await listQuotes(db, callerOf(req), req.body, now())),
  });
  app.route({
    ...queryRouteOf(C.count, tags),
    handler: async (req) => ok(await countQuotes(db, callerOf(req), req.query, now())),
  });
  app.route({
    ...routeOf(C.exportCsv, tags),
    handler: async (req, reply) => {
      const rows = await quotesForExport(db, callerOf(req), req.body, now());
      const csv = toCsv(
        CSV_COLUMNS,
        rows.map((q) => ({
          ...q,
          lines: q.line_count,
          total: formatMoney(q.total, q.currency),
        })),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="quotes-${req.body.state}.csv"`)
        .send(csv);
    },
  });
  app.route({
    ...queryRouteOf(C.get, tags),
    handler: async (req) => ok({ data: await quoteDetail(db, callerOf(req), req.params.id) }),
  });
  app.route({
    ...routeOf(C.reply, tags),
    handler: async (req) => ok(await replyToQuote(write(req), req.body)),
  });
  app.route({
    ...routeOf(C.confirm, tags),
    handler: async (req) => ok(await confirmQuote(write(req), req.body)),
  });
  app.route({
    ...routeOf(C.cancel, tags),
    handler: async (req) => ok(await cancelQuote(write(req), req.body)),
  });
}
