import { z } from 'zod';
import { PAYMENT_LIST_TYPES } from '../rules/admin-operations.js';
import { STORE_STATUSES } from '../catalog/store.js';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';

const type = z.enum(PAYMENT_LIST_TYPES, { error: 'must be active or inactive' });

/** POST /admin/payment_list: active (paid, pending) or inactive (failed) plan payments, newest first. */
export const adminPaymentListBody = listQuery(['created'] as const).extend({ type });
export const adminPaymentCountQuery = z.object({ type, search: text(100).optional() });

export const adminPayment = z.object({
  _id: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  sub_domain: z.string(),
  store_status: z.enum(STORE_STATUSES),
  kind: z.string(),
  package_id: z.string(),
  period: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  message: z.string().nullable(),
  created_on: isoDate,
  settled_on: isoDate.nullable(),
  /** Failed and the store's latest try: the one a retry charges again. */
  retryable: z.boolean(),
  /** Why not, when it is failed but cannot be retried. */
  retry_refusal: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentListResponse = okPage(adminPayment);

export const paymentRetryBody = z.object({ id: z.uuid({ error: 'must be a payment id' }) });
export const paymentRetryResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ outcome: z.enum(['paid', 'failed']), payment_id: z.string() }),
});
