/** A post's related products: "Products in this post" shows at most this many. */
export const RELATED_PRODUCTS_MAX = 8;

/** The longest comment a shopper may leave. */
export const COMMENT_MAX = 2000;

/** Where a comment stands: waiting for the merchant, shown under its post, or put aside as spam. */
export const COMMENT_STATUSES = { pending: 'Pending', approved: 'Approved', spam: 'Spam' } as const;
export type CommentStatus = keyof typeof COMMENT_STATUSES;
export const COMMENT_STATUS_KEYS = Object.keys(COMMENT_STATUSES) as [CommentStatus, ...CommentStatus[]];

/** A new comment waits for the merchant when the store holds them all (the default), else shows at once. */
export const arrivingCommentStatus = (holdForApproval: boolean): CommentStatus =>
  holdForApproval ? 'pending' : 'approved';

/** The store's comment setting before it is first saved: every comment waits for approval. */
export const DEFAULT_COMMENT_SETTING = { hold_for_approval: true } as const;

/** Ids as picked, each once, in the order first picked (a post's related products keep the merchant's order). */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** A comment's words as the shop shows them: no more than two blank lines in a row, no spaces at the ends. */
export function tidyCommentBody(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The moderation tabs' counts, every status present (0 when none). */
export function commentCounts(
  rows: readonly { status: CommentStatus; count: number }[],
): Record<CommentStatus, number> {
  const counts = { pending: 0, approved: 0, spam: 0 };
  for (const row of rows) counts[row.status] += row.count;
  return counts;
}
