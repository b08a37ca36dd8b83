import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { serveCalls } from '../../../platform/serve-calls.js';
import { orderCallerOf } from '../admin/caller.js';
import { batchView, queueDocumentBatch, readDocumentBatch, readyFileOf } from './document-batches.js';
import { readInvoiceSheet } from './invoice-data.js';
import { drawInvoice, drawPackingSlip } from './invoice-layout.js';
import { renderPdf } from './pdf.js';

/** Invoices and packing slips as PDF, with the order page's access: a vendor's show its lines only. */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const { invoice, packingSlip, startDocumentBatch, documentBatch, documentBatchFile } = ORDER_CALLS;
  const sheetOf = (req: FastifyRequest, id: string, invoicing: Date | null) => {
    const auth = storeAuthOf(req);
    return readInvoiceSheet(db, orderCallerOf(auth), auth.view.store, id, invoicing);
  };

  serveCalls(app, { invoice, packingSlip, startDocumentBatch, documentBatch, documentBatchFile }, ['orders'], {
    invoice: async ({ id }, req) => {
      const sheet = await sheetOf(req, id, now());
      const file = await renderPdf([sheet], drawInvoice, `Invoice ${sheet.order.number}`);
      return { name: `invoice-${sheet.order.number}.pdf`, file };
    },
    packingSlip: async ({ id }, req) => {
      const sheet = await sheetOf(req, id, null);
      const file = await renderPdf([sheet], drawPackingSlip, `Packing slip ${sheet.order.number}`);
      return { name: `packing-slip-${sheet.order.number}.pdf`, file };
    },
    startDocumentBatch: async (body, req) => ({
      data: batchView(await queueDocumentBatch(app.ctx, storeAuthOf(req), body)),
    }),
    documentBatch: async ({ id }, req) => ({ data: batchView(await readDocumentBatch(db, storeAuthOf(req), id)) }),
    documentBatchFile: async ({ id }, req) => {
      const batch = await readDocumentBatch(db, storeAuthOf(req), id);
      return { name: batchView(batch).file_name, file: readyFileOf(batch) };
    },
  });
}
