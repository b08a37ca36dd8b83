import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../../platform/endpoint-route.js';
import { orderCallerOf } from '../admin/caller.js';
import { readInvoiceSheet, readInvoiceSheets } from './invoice-data.js';
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
    ...routeOf(C.bulkInvoices, tags),
    handler: async (req, reply) => {
      const auth = storeAuthOf(req);
      const sheets = await readInvoiceSheets(db, orderCallerOf(auth), auth.view.store, req.body.ids);
      const pdf = await renderPdf(sheets, drawInvoice, `Invoices of ${sheets.length} orders`);
      return sendPdf(reply, pdf, `invoices-${sheets.length}.pdf`);
    },
  });
}
