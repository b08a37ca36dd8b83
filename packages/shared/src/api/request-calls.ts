import { z } from 'zod';
import { donationCountQuery, donationListBody, donationListResponse } from '../schemas/donations.js';
import {
  enquiryCountQuery,
  enquiryIdParams,
  enquiryListBody,
  enquiryListResponse,
  enquiryReplyBody,
  enquiryResponse,
  enquirySavedResponse,
  enquiryUpdateBody,
} from '../schemas/enquiries.js';
import { okCount } from '../schemas/list.js';
import {
  quoteCancelBody,
  quoteConfirmBody,
  quoteCountQuery,
  quoteDetailResponse,
  quoteIdParams,
  quoteListBody,
  quoteListResponse,
  quoteReplyBody,
  quoteResponse,
} from '../schemas/quotes.js';
import { DONATION_ACCESS, ENQUIRY_ACCESS, QUOTE_ACCESS } from '../rules/quotes.js';
import { endpoint } from './endpoint.js';

const quotes = { auth: 'store', access: QUOTE_ACCESS } as const;
const enquiries = { auth: 'store', access: ENQUIRY_ACCESS } as const;
const donations = { auth: 'store', access: DONATION_ACCESS } as const;

/** Quotes of quote stores (spec sections 2 and 4; the spec names no call, these follow its path style). */
export const QUOTE_CALLS = {
  list: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/quote_list',
    ...quotes,
    input: quoteListBody,
    output: quoteListResponse,
    summary: 'One keyset page of quotes in a state',
  }),
  count: endpoint({
    method: 'GET',
    path: '/store/quote_list',
    ...quotes,
    input: quoteCountQuery,
    output: okCount,
    summary: 'How many quotes match the same state, search and filters',
  }),
  exportCsv: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/quote_list/export',
    ...quotes,
    input: quoteListBody,
    output: z.string(),
    reply: 'csv',
    summary: 'Every quote matching the filters as CSV',
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/quote/:id',
    ...quotes,
    input: quoteIdParams,
    output: quoteDetailResponse,
    summary: 'One quote with its lines and the reply',
  }),
  reply: endpoint({
    method: 'PUT',
    path: '/store/quote/reply',
    ...quotes,
    input: quoteReplyBody,
    output: quoteResponse,
    summary: 'Send prices per line, shipping, validity and terms to the customer',
  }),
  confirm: endpoint({
    method: 'PUT',
    path: '/store/quote/confirm',
    ...quotes,
    input: quoteConfirmBody,
    output: quoteResponse,
    summary: 'Turn a replied quote into an order at the quoted prices',
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/store/quote/cancel',
    ...quotes,
    input: quoteCancelBody,
    output: quoteResponse,
    summary: 'Cancel a quote with a reason told to the customer',
  }),
};

/** Customer enquiries (spec section 7: POST /store/customer_enquiry lists, PUT updates). */
export const ENQUIRY_CALLS = {
  list: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/customer_enquiry',
    ...enquiries,
    input: enquiryListBody,
    output: enquiryListResponse,
    summary: 'One keyset page of customer enquiries',
  }),
  count: endpoint({
    method: 'GET',
    path: '/store/customer_enquiry',
    ...enquiries,
    input: enquiryCountQuery,
    output: okCount,
    summary: 'How many enquiries match the same search and filters',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/customer_enquiry',
    ...enquiries,
    input: enquiryUpdateBody,
    output: enquirySavedResponse,
    summary: "Set an enquiry's status and notes",
  }),
  exportCsv: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/customer_enquiry/export',
    ...enquiries,
    input: enquiryListBody,
    output: z.string(),
    reply: 'csv',
    summary: 'Every enquiry matching the filters as CSV',
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/customer_enquiry/:id',
    ...enquiries,
    input: enquiryIdParams,
    output: enquiryResponse,
    summary: 'One enquiry with the replies sent',
  }),
  reply: endpoint({
    method: 'POST',
    path: '/store/customer_enquiry/reply',
    ...enquiries,
    input: enquiryReplyBody,
    output: enquirySavedResponse,
    summary: 'Mail an answer to the person who asked, and keep it',
  }),
};

/** Donations (spec section 7: POST /store/donation_list). */
export const DONATION_CALLS = {
  list: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/donation_list',
    ...donations,
    input: donationListBody,
    output: donationListResponse,
    summary: 'One keyset page of donations',
  }),
  count: endpoint({
    method: 'GET',
    path: '/store/donation_list',
    ...donations,
    input: donationCountQuery,
    output: okCount,
    summary: 'How many donations match the same search and filters',
  }),
  exportCsv: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/donation_list/export',
    ...donations,
    input: donationListBody,
    output: z.string(),
    reply: 'csv',
    summary: 'Every donation matching the filters as CSV',
  }),
};
