import { sql } from 'drizzle-orm';
import { text, uuid } from 'drizzle-orm/pg-core';
import type { ArticleStatus } from '@stallfront/shared/articles';
import { namedThings } from './named-things.js';

/**
 * The shop's articles (ARTICLE in packages/shared), the name being the title, at
 * /articles/{slug}: the slug unique in the store. Its products are ids in the merchant's order,
 * not links: the shop shows those it still shows, and deleting a product needs no detaching.
 * A write drops the store's kept row and pages (migration 0073): the footer's "Guides" link
 * shows while the store has a published article.
 */
export const articles = namedThings(
  'articles',
  {
    slug: text('slug').notNull(),
    topic: text('topic').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    cover: text('cover').notNull(),
    author: text('author').notNull(),
    status: text('status').$type<ArticleStatus>().notNull(),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
  },
  ['slug'],
);
