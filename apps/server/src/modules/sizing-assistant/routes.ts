import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { SIZING_ASSISTANT, type SizingAssistant } from '@stallfront/shared/sizing-assistant';
import { catalogs } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { owned } from '../../platform/store-scope.js';
import { offeredBy } from '../auth/route-gate.js';

/** /setting/sizing-assistant: the shop's "Find my size" panel, for stores with the feature (a 404 elsewhere). */
export async function sizingAssistantRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serveStoreSetting(app, SIZING_ASSISTANT, {
    ...offeredBy(app, 'sizing_assistant', 'This store has no sizing assistant: add the Sizing assistant app first.'),
    check: async (storeId, value) => {
      const ids = (value as SizingAssistant).catalog_ids;
      if (ids.length === 0) return;
      const found = await db
        .select({ id: catalogs.id })
        .from(catalogs)
        .where(owned(catalogs, storeId, inArray(catalogs.id, ids)));
      const own = new Set(found.map((row) => row.id));
      const at = ids.findIndex((id) => !own.has(id));
      if (at >= 0) throw notFound(`catalog_ids.${at}: This catalog is not in your store`);
    },
  });
}
