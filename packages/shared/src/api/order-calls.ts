import { z } from 'zod';
import {
  orderActionInput,
  orderBulkBody,
  orderBulkResponse,
  orderDetailResponse,
  orderFeaturesResponse,
  orderFileParams,
  orderFilters,
  orderFindBody,
  orderFindResponse,
  orderIdParams,
  orderListBody,
  orderListResponse,
} from '../schemas/order-admin.js';
import { documentBatchBody, documentBatchParams, documentBatchResponse } from '../schemas/order-documents.js';
import { ORDER_ACCESS } from '../rules/orders.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

const store = { auth: 'store', access: ORDER_ACCESS } as const;

/**
 * The console's orders. Spec section 7 names no order calls; these follow its path style
 * under /store/orders. Vendors reach only orders with their lines, branches only their own.
 */
export const ORDER_CALLS = {
  ...exportedListCalls({
    path: '/store/orders/list',
    countPath: '/store/orders/count',
    exportPath: '/store/orders/export',
    caller: store,
    body: orderListBody,
    count: orderFilters,
    page: orderListResponse,
    what: 'orders of one status (or one source, such as quick orders), searched, filtered and sorted',
  }),
  find: endpoint({
    method: 'POST',
    path: '/store/orders/find',
    ...store,
    input: orderFindBody,
    output: orderFindResponse,
    reads: true,
    summary:
      'Orders of every status by number, or by the start of the customer’s name, email or phone; the number’s order first, then the newest',
  }),
  bulk: endpoint({
    method: 'POST',
    path: '/store/orders/bulk',
    ...store,
    input: orderBulkBody,
    output: orderBulkResponse,
    summary: 'One action over the selected orders; answers which succeeded and which were refused',
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/orders/:id',
    ...store,
    input: orderIdParams,
    output: orderDetailResponse,
    summary: 'One order: lines, customer, address, payments, tax split, notes and timeline',
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/store/orders/:id/invoice',
    ...store,
    input: orderIdParams,
    output: z.string(),
    reply: 'pdf',
    summary: "One order's invoice as PDF; a vendor's shows its own lines only",
  }),
  packingSlip: endpoint({
    method: 'GET',
    path: '/store/orders/:id/packing-slip',
    ...store,
    input: orderIdParams,
    output: z.string(),
    reply: 'pdf',
    summary: "One order's packing slip as PDF: lines, quantities, SKUs and the address, no prices",
  }),
  addonFile: endpoint({
    method: 'GET',
    path: '/store/orders/:id/files/:file_id',
    ...store,
    input: orderFileParams,
    output: z.string(),
    reply: 'file',
    summary: "A file the shopper sent with a line's add-on (a photo to print), as they sent it; a vendor's lines only",
  }),
  startDocumentBatch: endpoint({
    method: 'POST',
    path: '/store/orders/document_batches',
    ...store,
    input: documentBatchBody,
    output: documentBatchResponse,
    summary:
      'Queues the invoices or packing slips of the selected orders (up to 500) as one PDF, made by a background job',
  }),
  documentBatch: endpoint({
    method: 'GET',
    path: '/store/orders/document_batches/:id',
    ...store,
    input: documentBatchParams,
    output: documentBatchResponse,
    summary: 'Whether a batch of PDFs the caller queued is ready',
  }),
  documentBatchFile: endpoint({
    method: 'GET',
    path: '/store/orders/document_batches/:id/file',
    ...store,
    input: documentBatchParams,
    output: z.string(),
    reply: 'pdf',
    summary: "A ready batch's PDF: each order on its own pages",
  }),
  act: endpoint({
    method: 'POST',
    path: '/store/orders/action',
    ...store,
    input: orderActionInput,
    output: orderDetailResponse,
    summary: 'Confirm, pack, ship, deliver, cancel, edit the address or add a note; answers the order as it now is',
  }),
  features: endpoint({
    method: 'GET',
    path: '/store/orders/features',
    ...store,
    input: undefined,
    output: orderFeaturesResponse,
    summary: "The store's vendors and branches, for the order filters",
  }),
};
