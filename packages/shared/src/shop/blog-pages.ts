import { z } from 'zod';
import { shopImage } from './shop-cards.js';

const shopTagLink = z.object({ name: z.string(), href: z.string() });

/** A post as the blog's list, the home page's blog section and the feed show it. */
export const shopBlogCard = z.object({
  title: z.string(),
  href: z.string(),
  /** The merchant's excerpt, else the start of the post. */
  excerpt: z.string(),
  cover: shopImage.nullable(),
  author: z.string(),
  /** The store's day it was published (YYYY-MM-DD). */
  published_on: z.string(),
  tags: z.array(shopTagLink),
});
export type ShopBlogCard = z.infer<typeof shopBlogCard>;

/** /blog (and /blog?tag=…): the live posts, newest first, a page at a time. */
export const shopBlogData = z.object({
  heading: z.string(),
  /** The tag the list is narrowed to, with the way back to every post. */
  tag: z.object({ name: z.string(), all_href: z.string() }).nullable(),
  posts: z.array(shopBlogCard),
  next_href: z.string().nullable(),
  first_href: z.string().nullable(),
  feed_href: z.string(),
});
export type ShopBlogData = z.infer<typeof shopBlogData>;

/** /blog/{slug}: one live post. */
export const shopBlogPostData = shopBlogCard.extend({
  /** Sanitised on the server when saved (the console's rich-text rules). */
  html: z.string(),
  blog_href: z.string(),
});
export type ShopBlogPostData = z.infer<typeof shopBlogPostData>;
