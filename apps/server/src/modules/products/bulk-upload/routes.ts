import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BULK_UPLOAD_MAX_BYTES, PRODUCT_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { routeOf } from '../../../platform/endpoint-route.js';
import { readUpload } from '../../../platform/files/upload.js';
import { productCallerOf } from '../caller.js';
import { undoUpload } from './undo.service.js';
import { applyUpload, uploadHistory } from './upload.service.js';
import { uploadTemplate } from './template.js';
import { countOf } from '@stallfront/shared';

const products = (n: number) => countOf(n, 'product');

/** Bulk product upload: template, upload, history and undo. */
export async function bulkUploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  // Wall-clock time, not ctx.now: undo compares it with products' updated_at, which saves stamp the same way.
  const now = () => new Date();
  const tags = ['products'];
  const callerOf = (req: Parameters<typeof storeAuthOf>[0]) => productCallerOf(storeAuthOf(req));

  app.route({
    ...routeOf(C.bulkTemplate, tags),
    handler: async (req, reply) => {
      const caller = callerOf(req);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products-template.csv"')
        .send(uploadTemplate(caller.store.currency));
    },
  });
  app.route({
    ...routeOf(C.bulkHistory, tags),
    handler: async (req) => ({ status: true as const, list: await uploadHistory(db, callerOf(req)) }),
  });
  app.route({
    ...routeOf(C.bulkUpload, tags),
    // The file is read by the handler; this route alone accepts a body this large.
    bodyLimit: BULK_UPLOAD_MAX_BYTES + 64 * 1024,
    handler: async (req) => {
      const caller = callerOf(req);
      const file = await readUpload(req, BULK_UPLOAD_MAX_BYTES, 'CSV file');
      const data = await applyUpload(db, caller, file.fileName, file.bytes, now());
      return { status: true as const, message: `${products(data.created)} added and ${data.updated} updated.`, data };
    },
  });
  app.route({
    ...routeOf(C.bulkUndo, tags),
    handler: async (req) => {
      const data = await undoUpload(db, callerOf(req), req.body._id, now());
      return {
        status: true as const,
        message: `Upload undone: ${products(data.created)} removed and ${data.updated} restored.`,
        data,
      };
    },
  });
}
