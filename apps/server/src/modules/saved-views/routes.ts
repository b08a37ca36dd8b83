import type { FastifyInstance } from 'fastify';
import { SAVED_VIEW_CALLS } from '@stallfront/shared';
import { serveCalls } from '../../platform/serve-calls.js';
import { keeperOf } from './keeper.js';
import { listViews } from './saved-view.repo.js';
import { createView, deleteView, renameView } from './saved-view.service.js';

/** Saved views of the console's lists: each signed-in person keeps their own. */
export async function savedViewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serveCalls(app, SAVED_VIEW_CALLS, ['saved views'], {
    list: async (query, req) => ({ list: await listViews(db, keeperOf(req), query.list) }),
    create: async (body, req) => ({ data: await createView(db, keeperOf(req), body) }),
    rename: async (body, req) => ({ data: await renameView(db, keeperOf(req), body._id, body.name) }),
    remove: async (body, req) => ({ message: await deleteView(db, keeperOf(req), body._id) }),
  });
}
