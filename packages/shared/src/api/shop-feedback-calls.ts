import { SHOP_FEEDBACK_ACCESS } from '../rules/shop-feedback.js';
import {
  shopFeedbackCountQuery,
  shopFeedbackIdParams,
  shopFeedbackListBody,
  shopFeedbackListResponse,
  shopFeedbackReplyBody,
  shopFeedbackResponse,
  shopFeedbackSavedResponse,
  shopFeedbackUpdateBody,
} from '../schemas/shop-feedback.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

const caller = { auth: 'store', access: SHOP_FEEDBACK_ACCESS } as const;

/**
 * Shoppers' feedback from the shop (spec section 7: POST /store/feedback lists; the rest
 * follow its path style). The merchant's feedback to the platform is FEEDBACK_CALLS.
 */
export const SHOP_FEEDBACK_CALLS = {
  ...exportedListCalls({
    path: '/store/feedback',
    caller,
    body: shopFeedbackListBody,
    count: shopFeedbackCountQuery,
    page: shopFeedbackListResponse,
    what: "shoppers' feedback",
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/feedback/:id',
    ...caller,
    input: shopFeedbackIdParams,
    output: shopFeedbackResponse,
    summary: 'One feedback with the replies sent',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/feedback',
    ...caller,
    input: shopFeedbackUpdateBody,
    output: shopFeedbackSavedResponse,
    summary: "Set a feedback's status",
  }),
  reply: endpoint({
    method: 'POST',
    path: '/store/feedback/reply',
    ...caller,
    input: shopFeedbackReplyBody,
    output: shopFeedbackSavedResponse,
    summary: 'Mail an answer to the shopper, and keep it on the feedback',
  }),
};
