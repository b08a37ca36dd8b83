import { jsonb, text } from 'drizzle-orm/pg-core';
import type { FinderQuestion, FinderStatus } from '@stallfront/shared/shop-assistant';
import { namedThings } from './named-things.js';

/**
 * The shop assistant's finders (FINDER in packages/shared), the name being the title, at
 * /finder/{slug}: the slug unique in the store. The questions and their answers' rules are kept
 * whole, as the form sends them (they are read and written together, never one answer alone).
 * A write drops the store's kept shop pages.
 */
export const finders = namedThings(
  'finders',
  {
    slug: text('slug').notNull(),
    intro: text('intro').notNull(),
    status: text('status').$type<FinderStatus>().notNull(),
    questions: jsonb('questions').$type<FinderQuestion[]>().notNull(),
  },
  ['slug'],
);
