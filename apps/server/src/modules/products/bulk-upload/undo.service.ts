import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { BulkUpload } from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import { bulkUploadItems, bulkUploads, productImageImports, products } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../platform/errors.js';
import { foundOr404 } from '../../../platform/store-scope.js';
import { type ProductCaller, requireProductAction } from '../caller.js';
import { restoreSnapshots, skusTakenSince } from './bulk-update.repo.js';
import { toBulkUpload, uploadsOf } from './upload.service.js';

/**
 * Undoes the store's latest upload: products it created are deleted and products it updated
 * get back the row they had. Refused when a later change touched one of them, since undoing
 * would silently throw that change away.
 */
export async function undoUpload(db: Db, caller: ProductCaller, uploadId: string, now: Date): Promise<BulkUpload> {
  requireProductAction(caller, 'update');
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .select()
      .from(bulkUploads)
      .where(and(uploadsOf(caller), eq(bulkUploads.id, uploadId)));
    if (!upload) throw notFound('This upload does not exist in your store.');
    if (upload.status === 'undone') throw conflict('This upload was already undone.');
    const [latest] = await tx
      .select({ id: bulkUploads.id })
      .from(bulkUploads)
      .where(and(eq(bulkUploads.storeId, caller.storeId), eq(bulkUploads.status, 'applied')))
      .orderBy(desc(bulkUploads.createdAt))
      .limit(1);
    if (latest?.id !== upload.id) throw conflict('Only the latest upload can be undone. Undo the newer ones first.');

    const items = await tx.select().from(bulkUploadItems).where(eq(bulkUploadItems.uploadId, upload.id));
    const ids = items.map((i) => i.productId);
    const changedSince = ids.length
      ? await tx
          .select({ sku: products.sku })
          .from(products)
          .where(and(inArray(products.id, ids), gt(products.updatedAt, upload.createdAt)))
          .limit(5)
      : [];
    if (changedSince.length) {
      throw conflict(
        `Products were changed after this upload (${changedSince.map((p) => p.sku).join(', ')}); undoing it would lose those changes.`,
      );
    }

    const taken = await skusTakenSince(tx, upload.id, caller.storeId);
    if (taken.length) {
      throw conflict(
        `Other products now hold SKUs this upload took from variants (${taken.join(', ')}); undoing it would give them back twice.`,
      );
    }

    const created = items.filter((i) => i.before === null).map((i) => i.productId);
    if (created.length)
      await tx.delete(products).where(and(eq(products.storeId, caller.storeId), inArray(products.id, created)));
    await restoreSnapshots(tx, upload.id, caller.storeId);
    // Images still to come would land on the products as they were before the upload.
    await tx.delete(productImageImports).where(eq(productImageImports.uploadId, upload.id));
    const undone = await tx
      .update(bulkUploads)
      .set({ status: 'undone', undoneAt: now })
      .where(eq(bulkUploads.id, upload.id))
      .returning();
    return toBulkUpload(foundOr404(undone, 'upload'));
  });
}
