import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENQUIRY_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireRoute } from '../auth/route-gate.js';
import { enquiryDetail, enquiryList } from './enquiry-admin.repo.js';
import { replyToEnquiry, updateEnquiry } from './enquiry-admin.service.js';

/** Customer enquiries in the console (spec section 7: POST /store/customer_enquiry lists, PUT updates). */
export async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, now } = app.ctx;
  // ENQUIRY_ACCESS let the caller in; the route's customer_enquiry check asks the same of the store.
  const authOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireRoute(auth, 'enquiries', now(), 'This store takes no enquiries: turn on the customer_enquiry feature.');
    return auth;
  };
  const scopeOf = (req: FastifyRequest) => ({ storeId: authOf(req).storeId, now: now() });
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

  serveCalls(app, ENQUIRY_CALLS, ['enquiries'], {
    ...listHandlers(db, enquiryList, scopeOf),
    get: async (params, req) => ({ data: await enquiryDetail(db, scopeOf(req), params.id) }),
    update: (body, req) => updateEnquiry(write(req), body),
    reply: (body, req) => replyToEnquiry(write(req), body),
  });
}
