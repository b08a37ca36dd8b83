import { z } from 'zod';
import { FEEDBACK_STATUSES } from '../rules/feedback.js';
import { okData, text } from './common.js';
import { adminFeedback } from './feedback.js';

const feedbackId = z.uuid({ error: 'is not a feedback id' });

/** POST /admin/feedback_reply: the answer mailed to the store's owner. */
export const feedbackReplyBody = z.object({
  _id: feedbackId,
  reply: text(4000, { min: 1, lines: true, required: 'Write the answer' }),
});

/** POST /admin/feedback_status: close a feedback, or open it again. */
export const feedbackStatusBody = z.object({
  _id: feedbackId,
  status: z.enum(FEEDBACK_STATUSES, { error: 'must be open or closed' }),
});

export const feedbackSavedResponse = okData(adminFeedback).extend({ message: z.string() });
