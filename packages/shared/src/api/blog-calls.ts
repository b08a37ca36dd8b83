import { z } from 'zod';
import { RELATED_PRODUCTS_MAX } from '../rules/advanced-blogs.js';
import { BLOG_ACCESS, BLOG_POST_STATUSES, type BlogPostStatus } from '../rules/blogs.js';
import { PAGE_SLUG } from '../rules/website.js';
import { imageField, isoDay, text } from '../schemas/common.js';
import { simpleResource } from './simple-resource.js';

const postStatus = z.enum(
  Object.keys(BLOG_POST_STATUSES) as [BlogPostStatus, ...BlogPostStatus[]],
  'Choose draft or published',
);
const tag = text(40, { min: 1, required: 'Write the tag' });

/**
 * /setting/blogs: the shop's blog posts at /blog/{slug}, listed at /blog and in its feed. A
 * published post with a day still to come is scheduled: the shop shows it from that day.
 */
export const BLOG_POST = simpleResource({
  noun: 'post',
  path: '/store/blog_post',
  access: BLOG_ACCESS,
  nameLabel: 'Title',
  nameMax: 120,
  fields: {
    slug: text(80, { min: 1, required: 'Enter the address of the post' }).regex(
      PAGE_SLUG,
      'Use lower-case letters, digits and single hyphens, like linen-care',
    ),
    /** A line or two for the blog's list, the feed and link previews; the start of the post when empty. */
    excerpt: text(300, { lines: true }),
    /** Rich text as the console's editor makes it; the server keeps only the tags that editor can make. */
    body: text(60_000, { lines: true }),
    cover: z.union([z.literal(''), imageField]),
    author: text(80),
    tags: z.array(tag).max(10, '10 tags at most'),
    status: postStatus,
    /** The day (the store's) it shows from; null: the day it is published. */
    publish_on: isoDay.nullable(),
    seo_title: text(70),
    seo_description: text(160, { lines: true }),
    /** Advanced blogs: the post's category (BLOG_CATEGORY); refused for a store without the app. */
    category_id: z.uuid('Choose a category of your blog').nullable().default(null),
    /** Advanced blogs: the store's products shown at the end of the post, in this order. */
    product_ids: z.array(z.uuid()).max(RELATED_PRODUCTS_MAX, `${RELATED_PRODUCTS_MAX} products at most`).default([]),
  },
});
export type BlogPost = z.infer<typeof BLOG_POST.schemas.item>;
