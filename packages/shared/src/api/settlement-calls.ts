import { z } from 'zod';
import { SETTLEMENT_READ_ACCESS, SETTLEMENT_WRITE_ACCESS } from '../rules/settlement.js';
import {
  payoutActionBody,
  payoutCountQuery,
  payoutCreateBody,
  payoutListBody,
  payoutMethodsQuery,
  payoutMethodsReply,
  payoutPage,
  payoutReply,
  settlementLineCountQuery,
  settlementLineListBody,
  settlementLinePage,
  settlementSummaryReply,
  statementCloseBody,
  statementCloseReply,
  statementCountQuery,
  statementDetailReply,
  statementIdParams,
  statementListBody,
  statementPage,
} from '../schemas/settlement.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

const reader = { auth: 'store', access: SETTLEMENT_READ_ACCESS } as const;
const writer = { auth: 'store', access: SETTLEMENT_WRITE_ACCESS } as const;

/**
 * Vendor settlement (/vendors/settlement, docs/vendors.md): the spec names the screen, not the
 * calls; these follow its path style. A vendor reads its own rows only (another's answer 404).
 */
export const STATEMENT_CALLS = {
  ...exportedListCalls({
    path: '/store/vendor_statements',
    caller: reader,
    body: statementListBody,
    count: statementCountQuery,
    page: statementPage,
    what: "vendors' closed settlement statements",
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/vendor_statements/:id',
    ...reader,
    input: statementIdParams,
    output: statementDetailReply,
    summary: 'One statement with its lines: totals, commission, fee and net',
  }),
  csv: endpoint({
    method: 'GET',
    path: '/store/vendor_statements/:id/csv',
    ...reader,
    input: statementIdParams,
    output: z.string(),
    reply: 'csv',
    summary: "One statement's lines as CSV",
  }),
  summary: endpoint({
    method: 'GET',
    path: '/store/vendor_settlement_summary',
    ...reader,
    input: z.object({}),
    output: settlementSummaryReply,
    summary: "Each vendor's unsettled, settled and paid-out balances (a vendor: its own)",
  }),
  close: endpoint({
    method: 'POST',
    path: '/store/vendor_statements/close',
    ...writer,
    input: statementCloseBody,
    output: statementCloseReply,
    summary: "Close the period now: every vendor's open lines (or one vendor's) become a statement",
  }),
};

/** Vendor lines settled from paid orders, open or in a statement. */
export const SETTLEMENT_LINE_CALLS = exportedListCalls({
  path: '/store/vendor_settlement_lines',
  caller: reader,
  body: settlementLineListBody,
  count: settlementLineCountQuery,
  page: settlementLinePage,
  what: "vendors' settled order lines",
});

/** Payouts of settled statements (/vendors/payments): a bank transfer recorded with its reference. */
export const PAYOUT_CALLS = {
  ...exportedListCalls({
    path: '/store/vendor_payouts',
    caller: reader,
    body: payoutListBody,
    count: payoutCountQuery,
    page: payoutPage,
    what: 'payouts to vendors of their settled statements',
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/vendor_payouts/create',
    ...writer,
    input: payoutCreateBody,
    output: payoutReply,
    summary:
      'Pay out a statement by bank transfer (pending until marked paid) or Stripe transfer (paid or failed as Stripe answers); 409 while another payout of it is live',
  }),
  methods: endpoint({
    method: 'GET',
    path: '/store/vendor_payouts/methods',
    ...writer,
    input: payoutMethodsQuery,
    output: payoutMethodsReply,
    summary:
      "The payout methods for a vendor: Stripe transfer needs the store's Stripe payout gateway, its Stripe keys and the vendor's account",
  }),
  action: endpoint({
    method: 'POST',
    path: '/store/vendor_payouts/action',
    ...writer,
    input: payoutActionBody,
    output: payoutReply,
    summary:
      'Mark a bank transfer paid or failed (its amount returns to the settled balance), or retry a failed payout (a Stripe transfer whose answer never came: ask Stripe again)',
  }),
};
