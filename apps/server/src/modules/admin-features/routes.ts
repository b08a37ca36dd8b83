import type { FastifyInstance } from 'fastify';
import { ADMIN_FEATURE_CALLS } from '@stallfront/shared';
import { serveCalls } from '../../platform/serve-calls.js';
import { featureList, removeFeature, saveFeature } from './admin-features.service.js';

/** /admin/features: the App Store's feature catalogue. */
export async function adminFeatureRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serveCalls(app, ADMIN_FEATURE_CALLS, ['admin'], {
    list: async () => {
      const list = await featureList(db);
      return { list, total: list.length };
    },
    save: async (input) => ({ message: await saveFeature(db, input) }),
    remove: async ({ key, replacement }) => ({ message: await removeFeature(db, key, replacement) }),
  });
}
