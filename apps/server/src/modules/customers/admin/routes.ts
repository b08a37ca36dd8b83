import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CUSTOMER_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { listHandlers } from '../../../platform/list/list-handlers.js';
import { serveCalls } from '../../../platform/serve-calls.js';
import { customerCallerOf } from './caller.js';
import { readCustomer } from './customer-detail.repo.js';
import { customerList } from './customer-list.repo.js';
import { addCustomerNote, customerTagNames, deleteCustomerNote, setCustomerTags } from './customer-write.service.js';
import { mergeGuest } from './merge.service.js';

/** The console's customers: the two lists, a customer's page, tags, notes and the guest merge (CUSTOMER_CALLS). */
export async function customerAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const callerOf = (req: FastifyRequest) => customerCallerOf(storeAuthOf(req));

  serveCalls(app, CUSTOMER_CALLS, ['customers'], {
    ...listHandlers(db, customerList, callerOf),
    get: async ({ id }, req) => ({ data: await readCustomer(db, callerOf(req), id) }),
    tagNames: async (_query, req) => ({ data: await customerTagNames(db, callerOf(req)) }),
    setTags: (body, req) => setCustomerTags(db, callerOf(req), body.id, body.tags),
    addNote: (body, req) => addCustomerNote(db, callerOf(req), body.customer_id, body.body, now()),
    deleteNote: (body, req) => deleteCustomerNote(db, callerOf(req), body.customer_id, body.note_id),
    merge: async (body, req) => ({ data: await mergeGuest(db, callerOf(req), body) }),
  });
}
