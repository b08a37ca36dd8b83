import { z } from 'zod';
import { isoDate } from './common.js';
import { idList } from './list.js';

/** The PDFs a selection of orders can be printed as. */
export const ORDER_DOCUMENTS = ['invoice', 'packing_slip'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

/** A batch is made by a background job: queued, then ready to download or failed with a message. */
export const DOCUMENT_BATCH_STATUSES = ['queued', 'ready', 'failed'] as const;
export type DocumentBatchStatus = (typeof DOCUMENT_BATCH_STATUSES)[number];

export const documentBatchBody = idList.extend({
  document: z.enum(ORDER_DOCUMENTS, { error: `must be one of ${ORDER_DOCUMENTS.join(', ')}` }).default('invoice'),
});
export type DocumentBatchBody = z.input<typeof documentBatchBody>;

export const documentBatch = z.object({
  _id: z.string(),
  document: z.enum(ORDER_DOCUMENTS),
  status: z.enum(DOCUMENT_BATCH_STATUSES),
  /** Orders asked for; the file holds those the caller may see. */
  order_count: z.number().int(),
  file_name: z.string(),
  error: z.string().nullable(),
  created_on: isoDate,
  finished_on: isoDate.nullable(),
});
export type DocumentBatch = z.infer<typeof documentBatch>;

export const documentBatchResponse = z.object({ status: z.literal(true), data: documentBatch });
export const documentBatchParams = z.object({ id: z.uuid({ error: 'is not a batch id' }) });
