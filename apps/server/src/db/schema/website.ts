import { text } from 'drizzle-orm/pg-core';
import type { PageStatus } from '@stallfront/shared/website';
import { namedThings } from './named-things.js';

/**
 * The shop's own pages (STORE_PAGE in packages/shared), the name being the title, at
 * /pages/{slug}: the slug unique in the store. Their writes are announced to the shop like a
 * setting's (migration 0054): the footer lists the published ones.
 */
export const storePages = namedThings(
  'store_pages',
  {
    slug: text('slug').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<PageStatus>().notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
  },
  ['slug'],
);
