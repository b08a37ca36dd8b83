import type { FastifyInstance } from 'fastify';
import { ENQUIRY_CALLS } from '@stallfront/shared';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { threadCaller } from '../auth/thread-caller.js';
import { enquiryDetail, enquiryList } from './enquiry-admin.repo.js';
import { replyToEnquiry, updateEnquiry } from './enquiry-admin.service.js';

/** Customer enquiries in the console (spec section 7: POST /store/customer_enquiry lists, PUT updates). */
export async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const { scopeOf, write } = threadCaller(
    app,
    'enquiries',
    'This store takes no enquiries: turn on the customer_enquiry feature.',
  );
  serveCalls(app, ENQUIRY_CALLS, ['enquiries'], {
    ...listHandlers(app.ctx.db, enquiryList, scopeOf),
    get: async (params, req) => ({ data: await enquiryDetail(app.ctx.db, scopeOf(req), params.id) }),
    update: (body, req) => updateEnquiry(write(req), body),
    reply: (body, req) => replyToEnquiry(write(req), body),
  });
}
