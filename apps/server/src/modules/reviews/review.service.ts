import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productReviews } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { foundOr404, owned, ownedIds } from '../../platform/store-scope.js';
import { countOf, pluralWord } from '@stallfront/shared';

/** Approves or hides reviews; every id must be the store's, or nothing changes. */
export async function setReviewStatus(
  db: Db,
  storeId: string,
  ids: string[],
  status: 'approved' | 'hidden',
): Promise<string> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(productReviews)
      .where(ownedIds(productReviews, storeId, unique));
    const missing = unique.length - Number(row?.n ?? 0);
    if (missing > 0) {
      throw notFound(
        `${missing} of the selected reviews ${pluralWord(missing, 'does', 'do')} not exist in your store; nothing was changed.`,
      );
    }
    await tx
      .update(productReviews)
      .set({ status })
      .where(ownedIds(productReviews, storeId, unique));
    const n = unique.length;
    return `${countOf(n, 'review')} ${status === 'approved' ? 'approved' : 'hidden'}.`;
  });
}

/** Sets the store's answer to a review; an empty reply removes it, and is refused when there is none. */
export async function replyToReview(db: Db, storeId: string, id: string, reply: string, now: Date): Promise<string> {
  const answer = reply === '' ? null : reply;
  const updated = await db
    .update(productReviews)
    .set({ reply: answer, repliedAt: answer ? now : null })
    // Removing needs a reply to remove; an empty answer to an unanswered review saves nothing.
    .where(
      owned(productReviews, storeId, eq(productReviews.id, id), answer ? undefined : isNotNull(productReviews.reply)),
    )
    .returning({ id: productReviews.id });
  if (updated.length === 0 && !answer) {
    const existing = await db
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(owned(productReviews, storeId, eq(productReviews.id, id)));
    foundOr404(existing, 'review');
    throw badRequest('reply: write a reply; this review has none to remove, so nothing was saved.');
  }
  foundOr404(updated, 'review');
  return answer ? 'Reply saved.' : 'Reply removed.';
}
