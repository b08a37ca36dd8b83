import { z } from 'zod';
import { okMessage } from '../schemas/common.js';
import {
  customerDetailResponse,
  customerFilters,
  customerIdParams,
  customerListBody,
  customerListResponse,
  customerMergeInput,
  customerMergeResponse,
  customerNoteDelete,
  customerNoteInput,
  customerTagNamesResponse,
  customerTagsInput,
} from '../schemas/customer-admin.js';
import { CUSTOMER_ACCESS } from '../rules/customers.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

const store = { auth: 'store', access: CUSTOMER_ACCESS } as const;

/**
 * The shop's customers (/setting/customers/signup-user and guest-users). The spec names the
 * screens, not the calls; these follow its path style under /store/customers.
 */
export const CUSTOMER_CALLS = {
  ...exportedListCalls({
    path: '/store/customers/list',
    countPath: '/store/customers/count',
    exportPath: '/store/customers/export',
    caller: store,
    body: customerListBody,
    count: customerFilters,
    page: customerListResponse,
    what: 'customers with an account, or guests, with their orders, spend and tags',
  }),
  tagNames: endpoint({
    method: 'GET',
    path: '/store/customer_tags',
    ...store,
    input: z.object({}),
    output: customerTagNamesResponse,
    summary: "Every tag the store's customers carry, A to Z",
  }),
  setTags: endpoint({
    method: 'PUT',
    path: '/store/customer_tags',
    ...store,
    input: customerTagsInput,
    output: okMessage,
    summary: "One customer's tags, as a whole (repeats in another case are dropped)",
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/store/customer_notes',
    ...store,
    input: customerNoteInput,
    output: okMessage,
    summary: 'A private note on a customer, signed with its author',
  }),
  deleteNote: endpoint({
    method: 'PATCH',
    path: '/store/customer_notes',
    ...store,
    input: customerNoteDelete,
    output: okMessage,
    summary: 'Deletes a note of a customer',
  }),
  merge: endpoint({
    method: 'POST',
    path: '/store/customers/merge',
    ...store,
    input: customerMergeInput,
    output: customerMergeResponse,
    summary:
      'Moves a guest’s orders, quotes, enquiries, bookings, gift cards and carts to the account of the same email; again answers the same',
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/customers/:id',
    ...store,
    input: customerIdParams,
    output: customerDetailResponse,
    summary: 'One customer: profile, addresses, newest orders, quotes, enquiries, gift cards, notes and tags',
  }),
};
