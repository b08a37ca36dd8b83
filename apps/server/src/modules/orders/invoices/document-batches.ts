import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { DocumentBatch, DocumentBatchBody, OrderDocument } from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import { type OrderDocumentBatchRow, orderDocumentBatches, stores } from '../../../db/schema/index.js';
import type { StoreAuth } from '../../../platform/auth/guards.js';
import type { AppContext } from '../../../platform/context.js';
import { HttpError, conflict, notFound } from '../../../platform/errors.js';
import { jobKind } from '../../../platform/jobs/job-kind.js';
import { orderCallerOf } from '../admin/caller.js';
import { readInvoiceSheets } from './invoice-data.js';
import { drawInvoice, drawPackingSlip } from './invoice-layout.js';
import { renderPdf } from './pdf.js';

export const ORDER_DOCUMENT_BATCH = jobKind('orders.document-batch', z.strictObject({ batch_id: z.uuid() }));

/** A day is long enough to download a batch; older ones go when the store queues its next. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const RETRIES = 2;

const DRAWINGS = {
  invoice: { draw: drawInvoice, title: 'Invoices', file: 'invoices' },
  packing_slip: { draw: drawPackingSlip, title: 'Packing slips', file: 'packing-slips' },
} as const satisfies Record<OrderDocument, unknown>;

const requesterOf = (auth: StoreAuth) => `${auth.principal.type}:${auth.principal.row.id}`;

export function batchView(row: OrderDocumentBatchRow): DocumentBatch {
  return {
    _id: row.id,
    document: row.document,
    status: row.status,
    order_count: row.orderIds.length,
    file_name: `${DRAWINGS[row.document].file}-${row.orderIds.length}.pdf`,
    error: row.error,
    created_on: row.createdAt.toISOString(),
    finished_on: row.finishedAt?.toISOString() ?? null,
  };
}

/** Queues the PDF of the caller's selection; the job and the row commit together. */
export async function queueDocumentBatch(ctx: AppContext, auth: StoreAuth, body: Required<DocumentBatchBody>) {
  const caller = orderCallerOf(auth);
  return ctx.db.transaction(async (tx) => {
    await tx
      .delete(orderDocumentBatches)
      .where(
        and(
          eq(orderDocumentBatches.storeId, caller.storeId),
          lt(orderDocumentBatches.createdAt, new Date(ctx.now().getTime() - KEEP_MS)),
        ),
      );
    const [row] = await tx
      .insert(orderDocumentBatches)
      .values({
        storeId: caller.storeId,
        requestedBy: requesterOf(auth),
        caller,
        document: body.document,
        orderIds: [...new Set(body.ids)],
      })
      .returning();
    const batch = row as OrderDocumentBatchRow;
    await ctx.jobs.send(ORDER_DOCUMENT_BATCH, { batch_id: batch.id }, { tx });
    return batch;
  });
}

/** A batch its requester may read; anyone else's, or another store's, is a 404. */
export async function readDocumentBatch(db: Db, auth: StoreAuth, id: string): Promise<OrderDocumentBatchRow> {
  const [row] = await db
    .select()
    .from(orderDocumentBatches)
    .where(
      and(
        eq(orderDocumentBatches.id, id),
        eq(orderDocumentBatches.storeId, auth.storeId),
        eq(orderDocumentBatches.requestedBy, requesterOf(auth)),
      ),
    );
  if (!row) throw notFound('This batch of PDFs does not exist; it may be more than a day old.');
  return row;
}

export function readyFileOf(row: OrderDocumentBatchRow): Buffer {
  if (row.status === 'failed') throw conflict(row.error ?? 'This batch failed; queue it again.');
  if (row.status !== 'ready' || !row.file) throw conflict('This batch is not ready yet; try again in a moment.');
  return row.file;
}

/**
 * The job: draws the orders the requester could see into one PDF. A refusal a person can act
 * on (none of the orders visible) fails the batch at once; anything else is retried, and the
 * last failure is written on the batch so the console stops waiting.
 */
export function defineDocumentBatchWork(ctx: AppContext): void {
  const finish = (id: string, values: Partial<OrderDocumentBatchRow>) =>
    ctx.db
      .update(orderDocumentBatches)
      .set({ ...values, finishedAt: ctx.now() })
      .where(eq(orderDocumentBatches.id, id));

  ctx.jobs.define(
    ORDER_DOCUMENT_BATCH,
    async ({ batch_id }, job) => {
      const [found] = await ctx.db
        .select({ batch: orderDocumentBatches, store: stores })
        .from(orderDocumentBatches)
        .innerJoin(stores, eq(stores.id, orderDocumentBatches.storeId))
        .where(eq(orderDocumentBatches.id, batch_id));
      if (found?.batch.status !== 'queued') return;
      const { batch, store } = found;
      const drawing = DRAWINGS[batch.document];
      try {
        const invoicing = batch.document === 'invoice' ? ctx.now() : null;
        const sheets = await readInvoiceSheets(ctx.db, batch.caller, store, batch.orderIds, invoicing);
        const file = await renderPdf(sheets, drawing.draw, `${drawing.title} of ${sheets.length} orders`);
        await finish(batch.id, { status: 'ready', file });
      } catch (err) {
        if (err instanceof HttpError) return void (await finish(batch.id, { status: 'failed', error: err.message }));
        if (job.retryCount < RETRIES) throw err;
        await finish(batch.id, { status: 'failed', error: 'The PDF could not be made; queue it again.' });
        throw err;
      }
    },
    { retryLimit: RETRIES, retryDelaySeconds: 5, concurrency: 1, expireInSeconds: 10 * 60 },
  );
}
