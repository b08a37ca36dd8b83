import { access, anyOf, type CallAccess } from './call-access.js';

/**
 * Where the store is with a shopper's feedback: just in, seen, answered by mail, done with.
 * Not the merchant's feedback to the platform (rules/feedback.ts).
 */
export const SHOP_FEEDBACK_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export type ShopFeedbackStatus = (typeof SHOP_FEEDBACK_STATUSES)[number];

export const SHOP_FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

/** The Marketing menu's screen: the owner, and staff with the marketing grant (route table's `marketing`). */
export const SHOP_FEEDBACK_ACCESS: CallAccess = access({ staff: anyOf('marketing') });

/** A reply answers the shopper: the feedback is replied, unless the store had already closed it. */
export const statusAfterReply = (status: ShopFeedbackStatus): ShopFeedbackStatus =>
  status === 'closed' ? 'closed' : 'replied';

/** The statuses a person may choose by hand: "replied" only once a reply was mailed. */
export const choosableStatuses = (replyCount: number): ShopFeedbackStatus[] =>
  SHOP_FEEDBACK_STATUSES.filter((s) => s !== 'replied' || replyCount > 0);

/** Why a chosen status is refused, as `status: …`, or null when it may be set. */
export function statusProblem(to: ShopFeedbackStatus, replyCount: number): string | null {
  return choosableStatuses(replyCount).includes(to)
    ? null
    : 'status: a feedback becomes replied by sending a reply; send one first';
}
