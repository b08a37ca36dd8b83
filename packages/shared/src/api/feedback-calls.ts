import { okMessage } from '../schemas/common.js';
import {
  feedbackCountQuery,
  feedbackListBody,
  feedbackListResponse,
  sentFeedbackResponse,
} from '../schemas/feedback.js';
import { FEEDBACK_ACCESS } from '../rules/feedback.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

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
  sent: endpoint({
    method: 'GET',
    path: '/store/store_feedback',
    auth: 'store',
    access: FEEDBACK_ACCESS,
    input: undefined,
    output: sentFeedbackResponse,
    summary: "The store's last 20 feedbacks to the platform, with the platform's answers",
  }),
  ...pagedCalls({
    path: '/admin/feedback_list',
    caller: { auth: 'master' },
    body: feedbackListBody,
    count: feedbackCountQuery,
    page: feedbackListResponse,
    what: 'feedback from the stores, newest first, with its images',
  }),
};
