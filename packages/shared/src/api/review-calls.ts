import { okMessage } from '../schemas/common.js';
import { okCount } from '../schemas/list.js';
import {
  reviewCountQuery,
  reviewListBody,
  reviewListResponse,
  reviewReplyBody,
  reviewStatusBody,
} from '../schemas/reviews.js';
import { REVIEW_ACCESS } from '../rules/product-access.js';
import { endpoint } from './endpoint.js';

/** Product reviews: the spec names the screen, not the calls; these follow its path style. */
export const REVIEW_CALLS = {
  list: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/product_reviews',
    auth: 'store',
    access: REVIEW_ACCESS,
    input: reviewListBody,
    output: reviewListResponse,
    summary: 'One keyset page of product reviews',
  }),
  count: endpoint({
    method: 'GET',
    path: '/store/product_reviews',
    auth: 'store',
    access: REVIEW_ACCESS,
    input: reviewCountQuery,
    output: okCount,
    summary: 'How many reviews match the same search and filters',
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
