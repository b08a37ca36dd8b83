import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ShopFeedbackDetail,
  type shopFeedbackReplyBody,
  type shopFeedbackUpdateBody,
  statusAfterReply,
  statusProblem,
} from '@stallfront/shared';
import type { Tx } from '../../db/client.js';
import { shopFeedback, shopFeedbackReplies } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { lockAtVersion } from '../../platform/versioned-row.js';
import type { ThreadWrite } from '../auth/thread-caller.js';
import { owned } from '../../platform/store-scope.js';
import { shopFeedbackDetail } from './shop-feedback-admin.repo.js';

export type ShopFeedbackWrite = ThreadWrite;

const lockedAt = (tx: Tx, storeId: string, body: { _id: string; version: number }) =>
  lockAtVersion(tx, shopFeedback, storeId, body, 'feedback');

const repliesTo = async (tx: Tx, storeId: string, id: string) =>
  await tx.$count(shopFeedbackReplies, owned(shopFeedbackReplies, storeId, eq(shopFeedbackReplies.feedbackId, id)));

/** Sets the status chosen by hand; "replied" needs a reply sent (rules/shop-feedback.ts). */
export async function updateShopFeedback(w: ShopFeedbackWrite, body: z.output<typeof shopFeedbackUpdateBody>) {
  await w.db.transaction(async (tx) => {
    const row = await lockedAt(tx, w.storeId, body);
    const problem = statusProblem(body.status, await repliesTo(tx, w.storeId, row.id));
    if (problem) throw badRequest(problem);
    await tx
      .update(shopFeedback)
      .set({ status: body.status, version: row.version + 1, updatedAt: w.now })
      .where(owned(shopFeedback, w.storeId, eq(shopFeedback.id, row.id)));
  });
  const data = await shopFeedbackDetail(w.db, w, body._id);
  return { data, message: `Feedback from ${data.name} saved.` };
}

/** Mails an answer to the shopper and keeps it; the feedback becomes replied (statusAfterReply). */
export async function replyToShopFeedback(
  w: ShopFeedbackWrite,
  body: z.output<typeof shopFeedbackReplyBody>,
): Promise<{ data: ShopFeedbackDetail; message: string }> {
  const row = await w.db.transaction(async (tx) => {
    const found = await lockedAt(tx, w.storeId, body);
    await tx
      .insert(shopFeedbackReplies)
      .values({ storeId: w.storeId, feedbackId: found.id, body: body.body, sentBy: w.sentBy, createdAt: w.now });
    await tx
      .update(shopFeedback)
      .set({ status: statusAfterReply(found.status), version: found.version + 1, updatedAt: w.now })
      .where(owned(shopFeedback, w.storeId, eq(shopFeedback.id, found.id)));
    return found;
  });
  await w.mailer.send({
    to: row.email,
    subject: `Re: your feedback to ${w.storeName}`,
    text: [`Hello ${row.name},`, '', body.body, '', '—', `You wrote (${row.rating} of 5 stars): ${row.message}`].join(
      '\n',
    ),
  });
  const data = await shopFeedbackDetail(w.db, w, body._id);
  return { data, message: `Reply sent to ${data.email}.` };
}
