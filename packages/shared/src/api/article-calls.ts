import { z } from 'zod';
import { ARTICLE_ACCESS, ARTICLE_PRODUCTS_MAX, ARTICLE_STATUSES, type ArticleStatus } from '../rules/articles.js';
import { PAGE_SLUG } from '../rules/website.js';
import { imageField, text } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { simpleResource } from './simple-resource.js';

/**
 * /setting/articles: evergreen guides (care guides, how-tos, buying guides) at /articles/{slug},
 * each under one topic, with the store's products it recommends ("Shop this guide").
 */
export const ARTICLE = simpleResource({
  noun: 'article',
  path: '/store/article',
  access: ARTICLE_ACCESS,
  nameLabel: 'Title',
  nameMax: 120,
  fields: {
    slug: text(80, { min: 1, required: 'Enter the address of the article' }).regex(
      PAGE_SLUG,
      'Use lower-case letters, digits and single hyphens, like denim-care',
    ),
    /** One topic an article is filed under ("Care guides"); the shop groups its guides by it. */
    topic: text(60),
    /** A line or two for the guides' list and link previews; the start of the article when empty. */
    summary: text(300, { lines: true }),
    /** Rich text as the console's editor makes it; the server keeps only the tags that editor can make. */
    body: text(100_000, { lines: true }),
    cover: z.union([z.literal(''), imageField]),
    author: text(80),
    status: z.enum(Object.keys(ARTICLE_STATUSES) as [ArticleStatus, ...ArticleStatus[]], 'Choose draft or published'),
    /** "Shop this guide": the store's products, in the merchant's order. */
    product_ids: z
      .array(z.uuid('Pick a product of your store'))
      .max(ARTICLE_PRODUCTS_MAX, `${ARTICLE_PRODUCTS_MAX} products at most`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each product once')
      .default([]),
    seo_title: text(70),
    seo_description: text(160, { lines: true }),
  },
  filters: ['topic', 'status'],
});
export type Article = z.infer<typeof ARTICLE.schemas.item>;

export const ARTICLE_CALLS = {
  topics: endpoint({
    method: 'GET',
    path: '/store/article_topics',
    auth: 'store',
    access: ARTICLE_ACCESS.read,
    input: z.object({}),
    output: z.object({ status: z.literal(true), list: z.array(z.object({ topic: z.string(), count: z.number() })) }),
    summary: "The topics the store's articles are filed under, by name, with how many each has",
  }),
};
