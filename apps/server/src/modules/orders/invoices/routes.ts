import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../../platform/endpoint-route.js';
import { orderCallerOf } from '../admin/caller.js';
import { batchView, queueDocumentBatch, readDocumentBatch, readyFileOf } from './document-batches.js';
import { readInvoiceSheet } from './invoice-data.js';
import { drawInvoice, drawPackingSlip } from './invoice-layout.js';
import { renderPdf } from './pdf.js';

const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);

/** Invoices and packing slips as PDF, with the order page's access: a vendor's show its lines only. */
export async function invoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['orders'];

  app.route({
    ...queryRouteOf(C.invoice, tags),
    handler: async (req, reply) => {
      const auth = storeAuthOf(req);
      const sheet = await readInvoiceSheet(db, orderCallerOf(auth), auth.view.store, req.params.id);
      const pdf = await renderPdf([sheet], drawInvoice, `Invoice ${sheet.order.number}`);
      return sendPdf(reply, pdf, `invoice-${sheet.order.number}.pdf`);
    },
  });
  app.route({
    ...queryRouteOf(C.packingSlip, tags),
    handler: async (req, reply) => {
      const auth = storeAuthOf(req);
      const sheet = await readInvoiceSheet(db, orderCallerOf(auth), auth.view.store, req.params.id);
      const pdf = await renderPdf([sheet], drawPackingSlip, `Packing slip ${sheet.order.number}`);
      return sendPdf(reply, pdf, `packing-slip-${sheet.order.number}.pdf`);
    },
  });
  app.route({
    ...routeOf(C.startDocumentBatch, tags),
    handler: async (req) => ({
      status: true as const,
      data: batchView(await queueDocumentBatch(app.ctx, storeAuthOf(req), req.body)),
    }),
  });
  app.route({
    ...queryRouteOf(C.documentBatch, tags),
    handler: async (req) => ({
      status: true as const,
      data: batchView(await readDocumentBatch(db, storeAuthOf(req), req.params.id)),
    }),
  });
  app.route({
    ...queryRouteOf(C.documentBatchFile, tags),
    handler: async (req, reply) => {
      const batch = await readDocumentBatch(db, storeAuthOf(req), req.params.id);
      return sendPdf(reply, readyFileOf(batch), batchView(batch).file_name);
    },
  });
}
