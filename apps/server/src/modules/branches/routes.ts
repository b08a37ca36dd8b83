import type { FastifyInstance } from 'fastify';
import { BRANCH_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import {
  branchDetail,
  createBranch,
  listBranches,
  requirePickup,
  setBranchStatus,
  updateBranch,
} from './branches.service.js';

/** A store's branches (/account/branches and its alias /account/store-branches): store pickup stores only. */
export async function branchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const storeOf = (req: Parameters<typeof storeAuthOf>[0]) => {
    const auth = storeAuthOf(req);
    requirePickup(ctx, auth);
    return auth.storeId;
  };
  serveCalls(app, BRANCH_CALLS, ['branches'], {
    list: async (_input, req) => ({ list: await listBranches(ctx, storeOf(req)) }),
    get: async ({ id }, req) => ({ data: await branchDetail(ctx, storeOf(req), id) }),
    create: async (body, req) => ({ data: await createBranch(ctx, storeOf(req), body) }),
    update: async (body, req) => ({ data: await updateBranch(ctx, storeOf(req), body) }),
    status: async ({ _id, status }, req) => ({ message: await setBranchStatus(ctx, storeOf(req), _id, status) }),
  });
}
