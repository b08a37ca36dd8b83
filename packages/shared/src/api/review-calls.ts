import { okMessage } from '../schemas/common.js';
import {
  reviewCountQuery,
  reviewListBody,
  reviewListResponse,
  reviewReplyBody,
  reviewStatusBody,
} from '../schemas/reviews.js';
import { REVIEW_ACCESS } from '../rules/product-access.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

/** Product reviews: the spec names the screen, not the calls; these follow its path style. */
export const REVIEW_CALLS = {
  ...pagedCalls({
    path: '/store/product_reviews',
    caller: { auth: 'store', access: REVIEW_ACCESS },
    body: reviewListBody,
    count: reviewCountQuery,
    page: reviewListResponse,
    what: 'product reviews',
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/store/product_reviews/status',
    auth: 'store',
    access: REVIEW_ACCESS,
    input: reviewStatusBody,
    output: okMessage,
    summary: 'Approve or hide reviews',
  }),
  reply: endpoint({
    method: 'PUT',
    path: '/store/product_reviews/reply',
    auth: 'store',
    access: REVIEW_ACCESS,
    input: reviewReplyBody,
    output: okMessage,
    summary: "Answer a review in the store's name",
  }),
};
