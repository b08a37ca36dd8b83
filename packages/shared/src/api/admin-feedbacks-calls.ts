import { feedbackReplyBody, feedbackSavedResponse, feedbackStatusBody } from '../schemas/admin-feedbacks.js';
import { endpoint } from './endpoint.js';

/** The platform admin's answers to the stores' feedback (the list is FEEDBACK_CALLS.list). */
export const ADMIN_FEEDBACK_CALLS = {
  reply: endpoint({
    method: 'POST',
    path: '/admin/feedback_reply',
    auth: 'master',
    input: feedbackReplyBody,
    output: feedbackSavedResponse,
    summary: "Answer a store's feedback: kept on it and mailed to the store's owner",
  }),
  setStatus: endpoint({
    method: 'POST',
    path: '/admin/feedback_status',
    auth: 'master',
    input: feedbackStatusBody,
    output: feedbackSavedResponse,
    summary: 'Close a feedback, or open it again',
  }),
};
