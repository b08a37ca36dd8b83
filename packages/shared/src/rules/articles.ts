import { access, anyOf } from './call-access.js';

/** Who writes the articles: the owner, and staff granted the website (the guides are part of the shop). */
export const ARTICLE_ACCESS = { read: access({ staff: anyOf('website') }), write: access({ staff: anyOf('website') }) };

export const ARTICLE_STATUSES = { draft: 'Draft', published: 'Published' } as const;
export type ArticleStatus = keyof typeof ARTICLE_STATUSES;

/** "Shop this guide" shows this many of the store's products at most. */
export const ARTICLE_PRODUCTS_MAX = 12;

/** The pace an adult reads a web page at, in words a minute. */
export const READING_WORDS_PER_MINUTE = 200;

/** The words of rich text as a reader meets them: tags and entities are not words. */
export function wordCount(html: string): number {
  const textOnly = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, '');
  return textOnly.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** "4 min read": whole minutes, rounded up, one at least for any words; 0 for an empty body. */
export function readingMinutes(html: string): number {
  const words = wordCount(html);
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** A topic as the shop groups and links it (/articles?topic=…): trimmed, its spaces single. */
export const tidyTopic = (topic: string): string => topic.trim().replace(/\s+/g, ' ');

/** Whether two topics are the same whatever their case ("Care guides" and "care Guides"). */
export const sameTopic = (a: string, b: string): boolean => tidyTopic(a).toLowerCase() === tidyTopic(b).toLowerCase();
