import { z } from 'zod';
import { FEEDBACK_SEVERITIES, FEEDBACK_STATUSES } from '../rules/feedback.js';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';

const severity = z.enum(FEEDBACK_SEVERITIES, {
  error: (issue) =>
    issue.input ? 'must be Critical, Minor, To improve or Feature request' : 'Choose how serious it is',
});

export const FEEDBACK_DESCRIPTION_MAX = 4000;

/** The `data` field of POST /store/store_feedback (spec sections 3 and 5); images travel as `attachments`. */
export const feedbackData = z.object({
  title: text(150, { min: 1, required: 'Enter a subject' }),
  severity,
  description: text(FEEDBACK_DESCRIPTION_MAX, {
    min: 1,
    lines: true,
    required: 'Describe what happened or what you need',
  }),
});
export type FeedbackData = z.input<typeof feedbackData>;

export const feedbackAttachment = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** A feedback as the platform admin reads it. */
export const adminFeedback = z.object({
  _id: z.string(),
  title: z.string(),
  severity,
  description: z.string(),
  attachments: z.array(feedbackAttachment),
  store_id: z.string(),
  store_name: z.string(),
  sub_domain: z.string(),
  sent_by: z.string(),
  created_on: isoDate,
  status: z.enum(FEEDBACK_STATUSES),
  /** The platform's answer, mailed to the store's owner; null until the admin answers. */
  reply: z.string().nullable(),
  replied_on: isoDate.nullable(),
  replied_by: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;

const feedbackFilters = {
  severity: severity.optional(),
  status: z.enum(FEEDBACK_STATUSES, { error: 'must be open or closed' }).optional(),
};
export const feedbackListBody = listQuery(['created'] as const).extend(feedbackFilters);
export const feedbackCountQuery = z.object({ search: text(100).optional(), ...feedbackFilters });
export const feedbackListResponse = okPage(adminFeedback);

/** A feedback the store sent, as its own people read it back: with the platform's answer. */
export const sentFeedback = z.object({
  _id: z.string(),
  title: z.string(),
  severity,
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  replied_on: isoDate.nullable(),
  created_on: isoDate,
});
export type SentFeedback = z.infer<typeof sentFeedback>;
export const sentFeedbackResponse = z.object({ status: z.literal(true), list: z.array(sentFeedback) });
