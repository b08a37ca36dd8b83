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
import { exportedListCalls } from './list-calls.js';

const quotes = { auth: 'store', access: QUOTE_ACCESS } as const;
const enquiries = { auth: 'store', access: ENQUIRY_ACCESS } as const;
const donations = { auth: 'store', access: DONATION_ACCESS } as const;

/** Quotes of quote stores (spec sections 2 and 4; the spec names no call, these follow its path style). */
export const QUOTE_CALLS = {
  ...exportedListCalls({
    path: '/store/quote_list',
    caller: quotes,
    body: quoteListBody,
    count: quoteCountQuery,
    page: quoteListResponse,
    what: 'quotes in a state',
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
  ...exportedListCalls({
    path: '/store/customer_enquiry',
    caller: enquiries,
    body: enquiryListBody,
    count: enquiryCountQuery,
    page: enquiryListResponse,
    what: 'customer enquiries',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/customer_enquiry',
    ...enquiries,
    input: enquiryUpdateBody,
    output: enquirySavedResponse,
    summary: "Set an enquiry's status and notes",
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
export const DONATION_CALLS = exportedListCalls({
  path: '/store/donation_list',
  caller: donations,
  body: donationListBody,
  count: donationCountQuery,
  page: donationListResponse,
  what: 'donations',
});
