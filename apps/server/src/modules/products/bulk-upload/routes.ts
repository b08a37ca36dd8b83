import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BULK_UPLOAD_CALLS, BULK_UPLOAD_MAX_BYTES } from '@stallfront/shared';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { serveCalls } from '../../../platform/serve-calls.js';
import { readUpload } from '../../../platform/files/upload.js';
import { productCallerOf } from '../caller.js';
import { findProductRow } from '../product.repo.js';
import { pendingImagesOf, retryFailedImages } from './image-imports.js';
import { undoUpload } from './undo.service.js';
import { applyUpload, uploadHistory } from './upload.service.js';
import { uploadTemplate } from './template.js';
import { countOf } from '@stallfront/shared';

const products = (n: number) => countOf(n, 'product');

/** Bulk product upload: template, upload, history and undo. */
export async function bulkUploadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  // Wall-clock time, not ctx.now: undo compares it with products' updated_at, which saves stamp the same way.
  const now = () => new Date();
  const callerOf = (req: FastifyRequest) => productCallerOf(storeAuthOf(req));

  serveCalls(app, BULK_UPLOAD_CALLS, ['products'], {
    template: (_query, req) => ({
      name: 'products-template.csv',
      file: uploadTemplate(callerOf(req).store.currency),
    }),
    history: async (_query, req) => ({ list: await uploadHistory(db, callerOf(req)) }),
    upload: {
      // The file is read by the handler; this route alone accepts a body this large.
      bodyLimit: BULK_UPLOAD_MAX_BYTES + 64 * 1024,
      handle: async (_body, req) => {
        const caller = callerOf(req);
        const file = await readUpload(req, BULK_UPLOAD_MAX_BYTES, 'CSV file');
        const { data, notes } = await applyUpload(db, app.ctx.jobs, caller, file.fileName, file.bytes, now());
        const images = data.images_waiting
          ? ` ${countOf(data.images_waiting, 'image')} will be fetched in the background.`
          : '';
        return {
          message: [`${products(data.created)} added and ${data.updated} updated.${images}`, ...notes].join(' '),
          data,
        };
      },
    },
    images: async ({ id }, req) => {
      const caller = callerOf(req);
      await findProductRow(db, caller, id);
      return { list: await pendingImagesOf(db, caller.storeId, id) };
    },
    retryImages: async ({ id }, req) => {
      const caller = callerOf(req);
      await findProductRow(db, caller, id);
      await retryFailedImages(app.ctx, caller.storeId, id);
      return { list: await pendingImagesOf(db, caller.storeId, id) };
    },
    undo: async (body, req) => {
      const data = await undoUpload(db, callerOf(req), body._id, now());
      return { message: `Upload undone: ${products(data.created)} removed and ${data.updated} restored.`, data };
    },
  });
}
