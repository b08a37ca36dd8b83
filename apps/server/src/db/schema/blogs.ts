import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BlogPostStatus, CommentStatus } from '@stallfront/shared/blogs';
import { storeRef } from './columns.js';
import { namedThings } from './named-things.js';

/**
 * The advanced blog's categories (BLOG_CATEGORY), each at /blog/category/{slug}: the slug unique
 * in the store. A write drops the store's kept shop pages (posts and cards name their category).
 */
export const blogCategories = namedThings(
  'blog_categories',
  {
    slug: text('slug').notNull(),
    description: text('description').notNull(),
  },
  ['slug'],
);

/**
 * The shop's blog posts (BLOG_POST in packages/shared), the name being the title, at
 * /blog/{slug}: the slug unique in the store. A write drops the store's kept shop pages
 * (migration 0069): the home page's blog section lists the newest.
 */
export const blogPosts = namedThings(
  'blog_posts',
  {
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    cover: text('cover').notNull(),
    author: text('author').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<BlogPostStatus>().notNull(),
    publishOn: date('publish_on', { mode: 'string' }),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    /** Advanced blogs; a deleted category leaves its posts without one. */
    categoryId: uuid('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    /**
     * Advanced blogs: the products shown at the end of the post, in the merchant's order. Ids,
     * not links: a deleted or hidden product is left out when the shop reads them.
     */
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  ['slug'],
);

/**
 * Shoppers' comments on live posts (advanced blogs), pending until the merchant approves them
 * when the store holds comments. A write drops the store's kept shop pages (an approved one shows).
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<CommentStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The moderation screen's tabs, newest first.
    index('blog_comments_store_status_idx').on(t.storeId, t.status, t.createdAt, t.id),
    // A post page's approved comments, oldest first.
    index('blog_comments_post_idx').on(t.postId, t.status, t.createdAt),
  ],
);
