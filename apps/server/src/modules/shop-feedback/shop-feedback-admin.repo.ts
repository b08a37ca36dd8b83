import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ShopFeedback, ShopFeedbackDetail, shopFeedbackCountQuery } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { shopFeedback, shopFeedbackReplies } from '../../db/schema/index.js';
import { type RequestScope, requestConditions } from '../../platform/list/contact-search.js';
import { listResource, type RowOf } from '../../platform/list/list-resource.js';
import { foundOr404, owned } from '../../platform/store-scope.js';

const columns = {
  id: shopFeedback.id,
  name: shopFeedback.name,
  email: shopFeedback.email,
  rating: shopFeedback.rating,
  message: shopFeedback.message,
  orderNumber: shopFeedback.orderNumber,
  status: shopFeedback.status,
  version: shopFeedback.version,
  createdAt: shopFeedback.createdAt,
  // Table names spelled out: the subquery's column must be tied to the outer feedback.
  replyCount:
    sql<number>`(select count(*) from shop_feedback_replies r where r.feedback_id = "shop_feedback"."id")::int`.mapWith(
      Number,
    ),
};

const toFeedback = (r: RowOf<typeof columns>): ShopFeedback => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  rating: r.rating,
  message: r.message,
  order_number: r.orderNumber,
  status: r.status,
  reply_count: r.replyCount,
  created_on: r.createdAt.toISOString(),
  version: r.version,
});

/** The console's list of shoppers' feedback: by status, stars, period, name or email. */
export const shopFeedbackList = listResource({
  table: shopFeedback,
  columns,
  where: (scope: RequestScope, filters: z.output<typeof shopFeedbackCountQuery>) =>
    and(
      requestConditions(shopFeedback, scope, filters),
      filters.rating ? eq(shopFeedback.rating, filters.rating) : undefined,
    ),
  sorts: { created: shopFeedback.createdAt, rating: shopFeedback.rating },
  toItem: toFeedback,
  csv: {
    fileName: 'feedback.csv',
    columns: ['created_on', 'status', 'rating', 'name', 'email', 'order_number', 'message', 'reply_count'],
  },
});

/** One feedback of the store with every reply sent, oldest first; another store's is a 404. */
export async function shopFeedbackDetail(db: DbOrTx, scope: RequestScope, id: string): Promise<ShopFeedbackDetail> {
  const { storeId } = scope;
  const feedback = foundOr404(
    await shopFeedbackList.find(db, scope, owned(shopFeedback, storeId, eq(shopFeedback.id, id))),
    'feedback',
  );
  const replies = await db
    .select()
    .from(shopFeedbackReplies)
    .where(owned(shopFeedbackReplies, storeId, eq(shopFeedbackReplies.feedbackId, id)))
    .orderBy(shopFeedbackReplies.createdAt, shopFeedbackReplies.id);
  return {
    ...feedback,
    replies: replies.map((r) => ({ body: r.body, sent_by: r.sentBy, created_on: r.createdAt.toISOString() })),
  };
}
