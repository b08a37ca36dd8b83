import { okMessage } from '../schemas/common.js';
import { okCount } from '../schemas/list.js';
import {
  abandonedCountQuery,
  abandonedListBody,
  abandonedListResponse,
  abandonedRemindBody,
} from '../schemas/carts.js';
import { ABANDONED_CART_ACCESS, ABANDONED_QUOTE_ACCESS } from '../rules/abandoned-carts.js';
import type { CallAccess } from '../rules/call-access.js';
import { endpoint } from './endpoint.js';

/** The three calls of an abandoned list: its page, its count and its reminder. */
function abandonedCalls(path: string, what: string, access: CallAccess) {
  const store = { auth: 'store', access } as const;
  return {
    list: endpoint({
      method: 'POST',
      reads: true,
      path,
      ...store,
      input: abandonedListBody,
      output: abandonedListResponse,
      summary: `One keyset page of abandoned ${what}, customers' or guests', with their value today`,
    }),
    count: endpoint({
      method: 'GET',
      path,
      ...store,
      input: abandonedCountQuery,
      output: okCount,
      summary: `How many abandoned ${what} match the same search and filters`,
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
