import { okMessage } from '../schemas/common.js';
import { feedbackCountQuery, feedbackListBody, feedbackListResponse } from '../schemas/feedback.js';
import { okCount } from '../schemas/list.js';
import { FEEDBACK_ACCESS } from '../rules/feedback.js';
import { endpoint } from './endpoint.js';

/**
 * Feedback (spec section 7): a store sends it from the header's panel; the platform admin reads
 * it at /admin/feedbacks. Apart from the notice calls, so the header does not load its schemas.
 */
export const FEEDBACK_CALLS = {
  send: endpoint({
    method: 'POST',
    path: '/store/store_feedback',
    auth: 'store',
    access: FEEDBACK_ACCESS,
    input: undefined,
    body: 'multipart',
    output: okMessage,
    summary:
      'Send the platform feedback: a field data (JSON: title, severity, description) and up to 5 JPEG or PNG attachments',
  }),
  list: endpoint({
    method: 'POST',
    reads: true,
    path: '/admin/feedback_list',
    auth: 'master',
    input: feedbackListBody,
    output: feedbackListResponse,
    summary: 'One keyset page of feedback from the stores, newest first, with its images',
  }),
  count: endpoint({
    method: 'GET',
    path: '/admin/feedback_list',
    auth: 'master',
    input: feedbackCountQuery,
    output: okCount,
    summary: 'How many feedbacks match the search and severity',
  }),
};
