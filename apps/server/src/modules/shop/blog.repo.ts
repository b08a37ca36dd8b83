import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogPosts } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';

/**
 * The day a live post was published, as the store sees it: its chosen day, else the store's
 * day it was made (the `at time zone` of the zone given).
 */
const publishedOn = (timeZone: string) =>
  sql<string>`coalesce(${blogPosts.publishOn}, (${blogPosts.createdAt} at time zone ${timeZone})::date)::text`;

/** A post the shop shows on `today` (the store's day): published, and its day has come (blogPostIsLive). */
export const livePost = (storeId: string, today: string) =>
  owned(
    blogPosts,
    storeId,
    eq(blogPosts.status, 'published'),
    or(isNull(blogPosts.publishOn), lte(blogPosts.publishOn, today)),
  );

const columns = (timeZone: string) => ({
  id: blogPosts.id,
  title: blogPosts.name,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  body: blogPosts.body,
  cover: blogPosts.cover,
  author: blogPosts.author,
  tags: blogPosts.tags,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  updatedAt: blogPosts.updatedAt,
  publishedOn: publishedOn(timeZone),
});
export type LivePostRow = Awaited<ReturnType<typeof livePosts>>[number];

/**
 * A page of live posts, newest first (by day, then the newer made), optionally with a tag
 * (whatever its case), after the cursor `{day}_{id}` of the last one seen.
 */
export async function livePosts(
  db: Db,
  shop: { storeId: string; timeZone: string; today: string },
  { limit, tag, after }: { limit: number; tag?: string; after?: { day: string; id: string } },
) {
  const day = publishedOn(shop.timeZone);
  return db
    .select(columns(shop.timeZone))
    .from(blogPosts)
    .where(
      and(
        livePost(shop.storeId, shop.today),
        tag ? sql`lower(${tag}) = any(select lower(t) from unnest(${blogPosts.tags}) t)` : undefined,
        after ? or(lt(day, after.day), and(eq(day, after.day), lt(blogPosts.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(day), desc(blogPosts.id))
    .limit(limit);
}

/** One live post by its address (whatever its case). */
export async function livePostBySlug(db: Db, shop: { storeId: string; timeZone: string; today: string }, slug: string) {
  const [row] = await db
    .select(columns(shop.timeZone))
    .from(blogPosts)
    .where(and(livePost(shop.storeId, shop.today), sql`lower(${blogPosts.slug}) = lower(${slug})`));
  return row ?? null;
}
