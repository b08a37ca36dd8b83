import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DONATION_CALLS as C, formatMoney } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { toCsv } from '../../platform/files/csv.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { requireRoute } from '../auth/route-gate.js';
import { countDonations, donationsForExport, listDonations } from './donation-admin.repo.js';

const CSV_COLUMNS = ['created_on', 'status', 'name', 'email', 'phone', 'amount', 'currency', 'note', 'reference'];

/** Donations in the console (spec section 7: POST /store/donation_list), gated by the donations check. */
export async function donationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  const tags = ['donations'];
  const storeOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireRoute(auth, 'donations', now(), 'This store takes no donations: turn on the donations feature.');
    return auth.storeId;
  };
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    handler: async (req) => ok(await listDonations(db, storeOf(req), req.body, now())),
  });
  app.route({
    ...queryRouteOf(C.count, tags),
    handler: async (req) => ok(await countDonations(db, storeOf(req), req.query, now())),
  });
  app.route({
    ...routeOf(C.exportCsv, tags),
    handler: async (req, reply) => {
      const rows = await donationsForExport(db, storeOf(req), req.body, now());
      const csv = toCsv(
        CSV_COLUMNS,
        rows.map((d) => ({ ...d, amount: formatMoney(d.amount, d.currency) })),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="donations.csv"')
        .send(csv);
    },
  });
}
