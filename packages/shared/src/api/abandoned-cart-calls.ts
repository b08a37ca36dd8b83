import { okMessage } from '../schemas/common.js';
import {
  abandonedCountQuery,
  abandonedListBody,
  abandonedListResponse,
  abandonedRemindBody,
} from '../schemas/carts.js';
import { ABANDONED_CART_ACCESS, ABANDONED_QUOTE_ACCESS } from '../rules/abandoned-carts.js';
import type { CallAccess } from '../rules/call-access.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

/** The three calls of an abandoned list: its page, its count and its reminder. */
function abandonedCalls(path: string, what: string, access: CallAccess) {
  const store = { auth: 'store', access } as const;
  return {
    ...pagedCalls({
      path,
      caller: store,
      body: abandonedListBody,
      count: abandonedCountQuery,
      page: abandonedListResponse,
      what: `abandoned ${what}, customers' or guests', with their value today`,
    }),
    remind: endpoint({
      method: 'POST',
      path: `${path}/remind`,
      ...store,
      input: abandonedRemindBody,
      output: okMessage,
      summary: `Queue a reminder email with a link back to each of the selected ${what}`,
    }),
  };
}

/** /orders/abandoned-cart/* and /orders/abandoned-quote/*: the spec names the screens, not the calls. */
export const ABANDONED_CART_CALLS = abandonedCalls('/store/abandoned_carts', 'carts', ABANDONED_CART_ACCESS);
export const ABANDONED_QUOTE_CALLS = abandonedCalls('/store/abandoned_quotes', 'quote lists', ABANDONED_QUOTE_ACCESS);
