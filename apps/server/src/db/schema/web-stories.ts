import { jsonb, text } from 'drizzle-orm/pg-core';
import type { StorySlide, WebStoryStatus } from '@stallfront/shared/web-stories';
import { namedThings } from './named-things.js';

/**
 * The shop's web stories (WEB_STORY in packages/shared), the name being the title, served as AMP
 * stories at /stories/{slug}: the slug unique in the store whatever its case. The slides are
 * read and written whole with their story, so they are a JSON list, not rows. A write drops the
 * store's kept shop pages (the migration's trigger).
 */
export const webStories = namedThings(
  'web_stories',
  {
    slug: text('slug').notNull(),
    poster: text('poster').notNull(),
    status: text('status').$type<WebStoryStatus>().notNull(),
    slides: jsonb('slides').$type<StorySlide[]>().notNull(),
  },
  ['slug'],
);
