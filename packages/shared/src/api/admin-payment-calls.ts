import {
  adminPaymentCountQuery,
  adminPaymentListBody,
  adminPaymentListResponse,
  paymentRetryBody,
  paymentRetryResponse,
} from '../schemas/admin-payments.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

/** The stores' plan payments (/admin/payments/active and /admin/payments/inactive). */
export const ADMIN_PAYMENT_CALLS = {
  ...pagedCalls({
    path: '/admin/payment_list',
    caller: { auth: 'master' },
    body: adminPaymentListBody,
    count: adminPaymentCountQuery,
    page: adminPaymentListResponse,
    what: 'plan payments: active (paid or pending) or inactive (failed), newest first',
  }),
  retry: endpoint({
    method: 'POST',
    path: '/admin/payment/retry',
    auth: 'master',
    input: paymentRetryBody,
    output: paymentRetryResponse,
    summary: "Charge a store's latest failed plan payment again with the card on file; paid, the store is active again",
  }),
};
