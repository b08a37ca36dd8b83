import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ENQUIRY_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { toCsv } from '../../platform/files/csv.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { requireRoute } from '../auth/route-gate.js';
import { countEnquiries, enquiriesForExport, enquiryDetail, listEnquiries } from './enquiry-admin.repo.js';
import { replyToEnquiry, updateEnquiry } from './enquiry-admin.service.js';

const CSV_COLUMNS = [
  'created_on',
  'status',
  'name',
  'email',
  'phone',
  'product_name',
  'message',
  'notes',
  'reply_count',
];

/** Customer enquiries in the console (spec section 7: POST /store/customer_enquiry lists, PUT updates). */
export async function enquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, now } = app.ctx;
  const tags = ['enquiries'];
  // ENQUIRY_ACCESS let the caller in; the route's customer_enquiry check asks the same of the store.
  const authOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireRoute(auth, 'enquiries', now(), 'This store takes no enquiries: turn on the customer_enquiry feature.');
    return auth;
  };
  const storeOf = (req: FastifyRequest) => authOf(req).storeId;
  const write = (req: FastifyRequest) => {
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
  };
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    handler: async (req) => ok(await listEnquiries(db, storeOf(req), req.body, now())),
  });
  app.route({
    ...queryRouteOf(C.count, tags),
    handler: async (req) => ok(await countEnquiries(db, storeOf(req), req.query, now())),
  });
  app.route({
    ...routeOf(C.update, tags),
    handler: async (req) => ok(await updateEnquiry(write(req), req.body)),
  });
  app.route({
    ...routeOf(C.exportCsv, tags),
    handler: async (req, reply) => {
      const rows = await enquiriesForExport(db, storeOf(req), req.body, now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="enquiries.csv"')
        .send(toCsv(CSV_COLUMNS, rows));
    },
  });
  app.route({
    ...queryRouteOf(C.get, tags),
    handler: async (req) => ok({ data: await enquiryDetail(db, storeOf(req), req.params.id) }),
  });
  app.route({
    ...routeOf(C.reply, tags),
    handler: async (req) => ok(await replyToEnquiry(write(req), req.body)),
  });
}
