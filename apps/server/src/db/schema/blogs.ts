import { sql } from 'drizzle-orm';
import { date, text } from 'drizzle-orm/pg-core';
import type { BlogPostStatus } from '@stallfront/shared/blogs';
import { namedThings } from './named-things.js';

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
  },
  ['slug'],
);
