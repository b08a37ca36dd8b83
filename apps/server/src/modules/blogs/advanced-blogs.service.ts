import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  type BlogComment,
  type BlogCommentCounts,
  BLOG_COMMENT_SETTING,
  type CommentStatus,
  commentCounts,
  DEFAULT_COMMENT_SETTING,
  arrivingCommentStatus,
  tidyCommentBody,
  type ShopCommentInput,
} from '@stallfront/shared/blogs';
import type { Db, Tx } from '../../db/client.js';
import { blogCategories, blogComments, blogPosts, products } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { readStoreSetting } from '../../platform/resource/store-setting.js';
import { owned } from '../../platform/store-scope.js';

/** A post's advanced fields as the form sends them. */
interface AdvancedFields {
  _id?: string;
  category_id: string | null;
  product_ids: string[];
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id.toLowerCase() === b[i]?.toLowerCase());

/**
 * A post's category and related products must be the store's (another store's is a 404 on its
 * field). A store without the advanced blog may keep what a post already has (from when it had
 * the app: its form does not show them) but may not set them: a 404 on the field, as the screen
 * that makes categories is missing.
 */
export async function requireAdvancedFields(tx: Tx, storeId: string, input: AdvancedFields, offered: boolean) {
  if (!offered) {
    const [stored] = input._id
      ? await tx
          .select({ categoryId: blogPosts.categoryId, productIds: blogPosts.productIds })
          .from(blogPosts)
          .where(owned(blogPosts, storeId, eq(blogPosts.id, input._id)))
      : [];
    const refusal = 'needs the Advanced blogs app';
    if (input.category_id !== (stored?.categoryId ?? null)) throw notFound(`category_id: a category ${refusal}`);
    if (!sameIds(input.product_ids, stored?.productIds ?? []))
      throw notFound(`product_ids: products in a post ${refusal}`);
    return;
  }
  if (input.category_id) {
    const [found] = await tx
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(owned(blogCategories, storeId, eq(blogCategories.id, input.category_id)));
    if (!found) throw notFound('category_id: this category is not in your blog');
  }
  if (input.product_ids.length) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(owned(products, storeId, inArray(products.id, input.product_ids)));
    if (found.length < input.product_ids.length) throw notFound('product_ids: a product picked is not in your store');
  }
}

/** The posts of these categories, for a delete's refusal ("2 posts (…)"). */
export async function postsInCategories(tx: Tx, categoryIds: string[]) {
  const rows = await tx
    .select({ name: blogPosts.name })
    .from(blogPosts)
    .where(inArray(blogPosts.categoryId, categoryIds))
    .orderBy(blogPosts.name);
  return rows.map((row) => row.name);
}

export const commentSettingOf = (db: Db | Tx, storeId: string) =>
  readStoreSetting(db, storeId, BLOG_COMMENT_SETTING, { ...DEFAULT_COMMENT_SETTING });

/** A cursor of the moderation list: the last comment's time and id. */
const cursorOf = (row: { createdAt: Date; id: string }) => `${row.createdAt.toISOString()}_${row.id}`;
function parseCursor(cursor: string | null | undefined) {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('_');
  const when = new Date(at ?? '');
  if (!id || Number.isNaN(when.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return { when, id };
}

/** One page of a status's comments, newest first, and how many comments each status has. */
export async function moderationPage(
  db: Db,
  storeId: string,
  query: { status: CommentStatus; cursor?: string | null; limit: number },
): Promise<{ list: BlogComment[]; next_cursor: string | null; counts: BlogCommentCounts }> {
  const after = parseCursor(query.cursor);
  const rows = await db
    .select({
      id: blogComments.id,
      postId: blogComments.postId,
      postTitle: blogPosts.name,
      postSlug: blogPosts.slug,
      name: blogComments.name,
      email: blogComments.email,
      body: blogComments.body,
      status: blogComments.status,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(
      owned(
        blogComments,
        storeId,
        eq(blogComments.status, query.status),
        after
          ? or(
              lt(blogComments.createdAt, after.when),
              and(eq(blogComments.createdAt, after.when), lt(blogComments.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
    .limit(query.limit + 1);
  const counted = await db
    .select({ status: blogComments.status, count: sql<number>`count(*)::int` })
    .from(blogComments)
    .where(owned(blogComments, storeId))
    .groupBy(blogComments.status);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    list: shown.map((row) => ({
      _id: row.id,
      post_id: row.postId,
      post_title: row.postTitle,
      post_slug: row.postSlug,
      name: row.name,
      email: row.email,
      body: row.body,
      status: row.status,
      created_on: row.createdAt.toISOString(),
    })),
    next_cursor: rows.length > query.limit && last ? cursorOf(last) : null,
    counts: commentCounts(counted),
  };
}

/** The store's comments of these ids, all of them, else a 404 (another store's is not there). */
async function requireComments(tx: Tx, storeId: string, ids: string[]) {
  const rows = await tx
    .select({ id: blogComments.id })
    .from(blogComments)
    .where(owned(blogComments, storeId, inArray(blogComments.id, ids)))
    .for('update');
  if (rows.length < new Set(ids).size) throw notFound('A comment picked is not in your blog (deleted already?).');
}

export async function setCommentStatus(db: Db, storeId: string, ids: string[], status: CommentStatus) {
  await db.transaction(async (tx) => {
    await requireComments(tx, storeId, ids);
    await tx
      .update(blogComments)
      .set({ status })
      .where(owned(blogComments, storeId, inArray(blogComments.id, ids)));
  });
  const n = new Set(ids).size;
  const what = n === 1 ? 'The comment is' : `${n} comments are`;
  const done = { approved: 'approved: the shop shows it', spam: 'marked spam', pending: 'back to pending' }[status];
  return `${what} ${done.replace('it', n === 1 ? 'it' : 'them')}.`;
}

export async function deleteComments(db: Db, storeId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    await requireComments(tx, storeId, ids);
    await tx.delete(blogComments).where(owned(blogComments, storeId, inArray(blogComments.id, ids)));
  });
  const n = new Set(ids).size;
  return n === 1 ? 'The comment is deleted.' : `${n} comments deleted.`;
}

/** A shopper's comment on a live post: pending while the store holds comments, else shown at once. */
export async function addShopComment(
  db: Db,
  storeId: string,
  postId: string,
  input: ShopCommentInput,
): Promise<CommentStatus> {
  const setting = await commentSettingOf(db, storeId);
  const status = arrivingCommentStatus(setting.hold_for_approval);
  await db.insert(blogComments).values({
    storeId,
    postId,
    name: input.name,
    email: input.email.toLowerCase(),
    body: tidyCommentBody(input.body),
    status,
  });
  return status;
}

/** A post page shows this many approved comments at most (the oldest: a conversation reads from its start). */
const COMMENTS_SHOWN = 200;

/** A post's approved comments, oldest first (the shop's post page). */
export async function approvedComments(db: Db, storeId: string, postId: string) {
  return db
    .select({
      id: blogComments.id,
      name: blogComments.name,
      body: blogComments.body,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .where(owned(blogComments, storeId, eq(blogComments.postId, postId), eq(blogComments.status, 'approved')))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(COMMENTS_SHOWN);
}
