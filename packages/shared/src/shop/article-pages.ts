import { z } from 'zod';
import { shopImage, shopProductCard } from './shop-cards.js';

const topicLink = z.object({ name: z.string(), href: z.string() });

/** An article as the guides' list shows it. */
export const shopArticleCard = z.object({
  title: z.string(),
  href: z.string(),
  /** The merchant's summary, else the start of the article. */
  summary: z.string(),
  cover: shopImage.nullable(),
  author: z.string(),
  /** The topic it is filed under, linked to its list; null when it has none. */
  topic: topicLink.nullable(),
  /** Whole minutes at 200 words a minute (readingMinutes); 0 for an empty body. */
  reading_minutes: z.number().int(),
});
export type ShopArticleCard = z.infer<typeof shopArticleCard>;

/** /articles (and /articles?topic=…): the published guides grouped by topic, topics by name, untopical last. */
export const shopArticlesData = z.object({
  heading: z.string(),
  /** Every topic with a published guide, for the links above the list. */
  topics: z.array(topicLink.extend({ current: z.boolean() })),
  all_href: z.string(),
  /** Whether the list is narrowed to one topic. */
  narrowed: z.boolean(),
  groups: z.array(z.object({ topic: z.string(), articles: z.array(shopArticleCard) })),
});
export type ShopArticlesData = z.infer<typeof shopArticlesData>;

/** /articles/{slug}: one published guide with the products it recommends that the shop shows. */
export const shopArticleData = shopArticleCard.extend({
  /** The merchant's summary alone, shown over the article ('' when none). */
  summary: z.string(),
  /** Sanitised on the server when saved (the console's rich-text rules). */
  html: z.string(),
  /** The day it last changed (YYYY-MM-DD): a guide is kept up to date, so that is the day it shows. */
  updated_on: z.string(),
  products: z.array(shopProductCard),
  articles_href: z.string(),
});
export type ShopArticleData = z.infer<typeof shopArticleData>;
