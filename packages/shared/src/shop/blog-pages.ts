import { z } from 'zod';
import { shopFormState } from './checkout-pages.js';
import { shopImage, shopProductCard } from './shop-cards.js';

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
  /** Advanced blogs: the post's category, linking its list (/blog/category/{slug}). */
  category: shopTagLink.nullable(),
});
export type ShopBlogCard = z.infer<typeof shopBlogCard>;

/** /blog (and /blog?tag=…): the live posts, newest first, a page at a time. */
export const shopBlogData = z.object({
  heading: z.string(),
  /** The tag the list is narrowed to, with the way back to every post. */
  tag: z.object({ name: z.string(), all_href: z.string() }).nullable(),
  /** The category the list is (/blog/category/{slug}), with its words and the way back to every post. */
  category: z.object({ name: z.string(), description: z.string(), all_href: z.string() }).nullable(),
  posts: z.array(shopBlogCard),
  next_href: z.string().nullable(),
  first_href: z.string().nullable(),
  feed_href: z.string(),
});
export type ShopBlogData = z.infer<typeof shopBlogData>;

/** An approved comment under a post: plain text, which the page escapes. */
export const shopBlogComment = z.object({ id: z.string(), name: z.string(), body: z.string(), posted_on: z.string() });
export type ShopBlogComment = z.infer<typeof shopBlogComment>;

/** A post's comments (advanced blogs): the approved ones oldest first and the form to add one. */
export const shopBlogComments = z.object({
  list: z.array(shopBlogComment),
  action: z.string(),
  form: shopFormState,
  /** After a comment is sent: it shows now, or it waits for the merchant. */
  sent: z.enum(['shown', 'held']).nullable(),
});
export type ShopBlogComments = z.infer<typeof shopBlogComments>;

/** /blog/{slug}: one live post. */
export const shopBlogPostData = shopBlogCard.extend({
  /** Sanitised on the server when saved (the console's rich-text rules). */
  html: z.string(),
  blog_href: z.string(),
  /** Advanced blogs: "Products in this post", those the shop shows, in the merchant's order. */
  products: z.array(shopProductCard),
  /** Advanced blogs: null where the store has no comments. */
  comments: shopBlogComments.nullable(),
});
export type ShopBlogPostData = z.infer<typeof shopBlogPostData>;
