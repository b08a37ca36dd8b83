import type { FastifyInstance } from 'fastify';
import { ADMIN_CLIENT_CALLS } from '@stallfront/shared';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { defineBulkWork, queueBulk, readBulk } from './bulk.js';
import {
  changePackage,
  changeStatus,
  extendTrial,
  resetOwnerPassword,
  signInAsOwner,
} from './client-actions.service.js';
import { readClient } from './client-detail.js';
import { clientList } from './clients.repo.js';
import { supportActorOf } from './support-actor.js';

/** /admin/clients: every store for the platform admin, its page and support's actions (master token only). */
export async function adminClientRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineBulkWork(ctx);
  serveCalls(app, ADMIN_CLIENT_CALLS, ['admin'], {
    ...listHandlers(ctx.db, clientList, () => null),
    get: async ({ id }) => ({ data: await readClient(ctx, id) }),
    status: async (body, req) => ({
      message: await changeStatus(ctx, await supportActorOf(req), body._id, body.action),
    }),
    changePackage: async (body, req) => ({
      message: await changePackage(ctx, await supportActorOf(req), body._id, body.package_id),
    }),
    extendTrial: async (body, req) => ({
      message: await extendTrial(ctx, await supportActorOf(req), body._id, body.feature, body.days),
    }),
    resetPassword: async (body, req) => ({
      message: await resetOwnerPassword(ctx, await supportActorOf(req), body._id),
    }),
    signInAs: async (body, req) => signInAsOwner(ctx, await supportActorOf(req), body._id, req.headers['user-agent']),
    bulk: async (body, req) => ({ data: await queueBulk(ctx, await supportActorOf(req), body) }),
    bulkState: async ({ id }) => ({ data: await readBulk(ctx, id) }),
  });
}
