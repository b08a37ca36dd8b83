import { z } from 'zod';
import { SHOP_FEEDBACK_STATUSES } from '../rules/shop-feedback.js';
import { emailField, isoDate, text, trimmed } from './common.js';
import { listQuery, okPage } from './list.js';
import { listPeriod } from './periods.js';

/**
 * What a shopper sends from the shop's feedback page (every field a string, as a form posts
 * it). The merchant's own feedback to the platform is schemas/feedback.ts.
 */
export const shopFeedbackInput = z.object({
  name: trimmed(120, 1, 'Enter your name'),
  email: emailField,
  rating: z.enum(['1', '2', '3', '4', '5'], { error: 'Choose a rating from 1 to 5 stars' }).transform(Number),
  message: text(2000, { min: 1, lines: true, required: 'Write your feedback' }),
  order_number: text(30).default(''),
});
export type ShopFeedbackInput = z.output<typeof shopFeedbackInput>;
/** The fields the shop's form shows a problem beside. */
export const SHOP_FEEDBACK_FIELDS = ['name', 'email', 'rating', 'message', 'order_number'] as const;

const status = z.enum(SHOP_FEEDBACK_STATUSES, { error: 'must be new, read, replied or closed' });

export const shopFeedbackReply = z.object({ body: z.string(), sent_by: z.string(), created_on: isoDate });

export const shopFeedback = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  /** As the shopper typed it; '' when they gave none. */
  order_number: z.string(),
  status,
  reply_count: z.number().int(),
  created_on: isoDate,
  /** Send it back with a change: a change made meanwhile by someone else answers 409. */
  version: z.number().int(),
});
export type ShopFeedback = z.infer<typeof shopFeedback>;
export const shopFeedbackDetail = shopFeedback.extend({ replies: z.array(shopFeedbackReply) });
export type ShopFeedbackDetail = z.infer<typeof shopFeedbackDetail>;

const shopFeedbackFilters = {
  status: status.optional(),
  /** One number of stars; the console's filter sends it as text. */
  rating: z.coerce
    .number({ error: 'must be 1 to 5' })
    .int()
    .min(1, 'must be 1 to 5')
    .max(5, 'must be 1 to 5')
    .optional(),
  period: listPeriod.optional(),
};
export const shopFeedbackListBody = listQuery(['created', 'rating'] as const).extend(shopFeedbackFilters);
export type ShopFeedbackListBody = z.input<typeof shopFeedbackListBody>;
export const shopFeedbackListResponse = okPage(shopFeedback);
export const shopFeedbackCountQuery = z.object({ search: text(100).optional(), ...shopFeedbackFilters });
export const shopFeedbackIdParams = z.object({ id: z.uuid({ error: 'is not a feedback id' }) });

const versioned = { _id: z.uuid({ error: 'is not a feedback id' }), version: z.number().int().min(1) };

/** PUT /store/feedback: the status chosen by hand (rules/shop-feedback.ts says which). */
export const shopFeedbackUpdateBody = z.object({ ...versioned, status });
export type ShopFeedbackUpdateBody = z.input<typeof shopFeedbackUpdateBody>;

/** An answer mailed to the shopper and kept on the feedback. */
export const shopFeedbackReplyBody = z.object({
  ...versioned,
  body: text(4000, { min: 1, lines: true, required: 'Write your reply' }),
});
export type ShopFeedbackReplyBody = z.input<typeof shopFeedbackReplyBody>;

export const shopFeedbackResponse = z.object({ status: z.literal(true), data: shopFeedbackDetail });
export const shopFeedbackSavedResponse = shopFeedbackResponse.extend({ message: z.string() });
