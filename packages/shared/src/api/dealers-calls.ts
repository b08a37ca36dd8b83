import { z } from 'zod';
import {
  dealerCountQuery,
  dealerCreateBody,
  dealerDetailResponse,
  dealerIdParams,
  dealerListBody,
  dealerListResponse,
  dealerSavedResponse,
} from '../schemas/dealers.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

/** Dealers: resellers who sign stores up with their code and earn a share of those stores' plan payments. */
export const DEALER_CALLS = {
  ...exportedListCalls({
    path: '/admin/dealer_list',
    caller: { auth: 'master' },
    body: dealerListBody,
    count: dealerCountQuery,
    page: dealerListResponse,
    what: 'dealers, with how many stores each signed up and what they earned',
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/dealer',
    auth: 'master',
    input: dealerCreateBody,
    output: dealerSavedResponse,
    summary: 'Add a dealer with a code no other dealer has (409 when one does)',
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/dealer/:id',
    auth: 'master',
    input: dealerIdParams,
    output: dealerDetailResponse,
    summary: 'A dealer with its stores and its share of their paid plan payments',
  }),
  storesCsv: endpoint({
    method: 'POST',
    path: '/admin/dealer_stores/export',
    auth: 'master',
    reads: true,
    input: dealerIdParams,
    output: z.string(),
    reply: 'csv',
    summary: "A dealer's stores and earnings, as CSV",
  }),
};
