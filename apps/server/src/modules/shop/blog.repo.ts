import { and, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogCategories, blogPosts } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';

/** The day a live post was published: every published post has one (migration 0078). */
const publishedOn = sql<string>`${blogPosts.publishOn}::text`;

/**
 * A post the shop shows on `today` (the store's day): published, and its day has come
 * (blogPostIsLive); the index blog_posts_store_live_idx lists them newest first.
 */
export const livePost = (storeId: string, today: string) =>
  owned(blogPosts, storeId, eq(blogPosts.status, 'published'), lte(blogPosts.publishOn, today));

const columns = () => ({
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
  publishedOn,
  productIds: blogPosts.productIds,
  category: sql<{ name: string; slug: string } | null>`(select json_build_object('name', c.name, 'slug', c.slug)
    from ${blogCategories} c where c.id = ${blogPosts}.category_id)`,
});
export type LivePostRow = Awaited<ReturnType<typeof livePosts>>[number];

/**
 * A page of live posts, newest first (by day, then the newer made), optionally with a tag
 * (whatever its case), after the cursor `{day}_{id}` of the last one seen.
 */
export async function livePosts(
  db: Db,
  shop: { storeId: string; today: string },
  {
    limit,
    tag,
    categoryId,
    after,
  }: { limit: number; tag?: string; categoryId?: string; after?: { day: string; id: string } },
) {
  const day = blogPosts.publishOn;
  return db
    .select(columns())
    .from(blogPosts)
    .where(
      and(
        livePost(shop.storeId, shop.today),
        tag ? sql`lower(${tag}) = any(select lower(t) from unnest(${blogPosts.tags}) t)` : undefined,
        categoryId ? eq(blogPosts.categoryId, categoryId) : undefined,
        after ? or(lt(day, after.day), and(eq(day, after.day), lt(blogPosts.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(day), desc(blogPosts.id))
    .limit(limit);
}

/** One live post by its address (whatever its case). */
export async function livePostBySlug(db: Db, shop: { storeId: string; today: string }, slug: string) {
  const [row] = await db
    .select(columns())
    .from(blogPosts)
    .where(and(livePost(shop.storeId, shop.today), sql`lower(${blogPosts.slug}) = lower(${slug})`));
  return row ?? null;
}

/** One of the store's categories by its address (whatever its case). */
export async function categoryBySlug(db: Db, storeId: string, slug: string) {
  const [row] = await db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      description: blogCategories.description,
    })
    .from(blogCategories)
    .where(owned(blogCategories, storeId, sql`lower(${blogCategories.slug}) = lower(${slug})`));
  return row ?? null;
}

/** The store's categories that have a live post, for the sitemap. */
export async function categoriesWithLivePosts(db: Db, shop: { storeId: string; today: string }) {
  return db
    .selectDistinct({ slug: blogCategories.slug })
    .from(blogCategories)
    .innerJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(owned(blogCategories, shop.storeId), livePost(shop.storeId, shop.today)));
}
