import { z } from 'zod';
import { BLOG_ACCESS } from '../rules/blogs.js';
import { COMMENT_MAX, COMMENT_STATUS_KEYS } from '../rules/advanced-blogs.js';
import { PAGE_SLUG } from '../rules/website.js';
import { emailField, isoDate, okMessage, text } from '../schemas/common.js';
import { idList } from '../schemas/list.js';
import { endpoint } from './endpoint.js';
import { simpleResource } from './simple-resource.js';
import { storeSetting } from './store-setting.js';

/** /setting/advanced-blogs: the blog's categories, each listed in the shop at /blog/category/{slug}. */
export const BLOG_CATEGORY = simpleResource({
  noun: 'category',
  plural: 'categories',
  path: '/store/blog_category',
  access: BLOG_ACCESS,
  nameMax: 60,
  fields: {
    slug: text(80, { min: 1, required: 'Enter the address of the category' }).regex(
      PAGE_SLUG,
      'Use lower-case letters, digits and single hyphens, like care-guides',
    ),
    /** Plain words under the category's heading in the shop, and its page's description. */
    description: text(300, { lines: true }),
  },
});
export type BlogCategory = z.infer<typeof BLOG_CATEGORY.schemas.item>;

/** Whether a shopper's comment shows at once or waits for the merchant. */
export const BLOG_COMMENT_SETTING = storeSetting({
  key: 'blog_comments',
  noun: 'comment settings',
  path: '/store/blog_comment_settings',
  access: BLOG_ACCESS,
  fields: {
    /** Every new comment waits for approval (the default before the first save). */
    hold_for_approval: z.boolean(),
  },
  summary: ({ hold_for_approval }) => (hold_for_approval ? 'Comments wait for approval' : 'Comments show at once'),
});

const commentStatus = z.enum(COMMENT_STATUS_KEYS, 'Choose pending, approved or spam');

/** A shopper's comment as the moderation screen lists it, with its post. */
export const blogComment = z.object({
  _id: z.string(),
  post_id: z.string(),
  post_title: z.string(),
  post_slug: z.string(),
  name: z.string(),
  email: z.string(),
  body: z.string(),
  status: commentStatus,
  created_on: isoDate,
});
export type BlogComment = z.infer<typeof blogComment>;

const counts = z.object({ pending: z.number().int(), approved: z.number().int(), spam: z.number().int() });
export type BlogCommentCounts = z.infer<typeof counts>;

const caller = { auth: 'store', access: BLOG_ACCESS.write } as const;

/** The moderation screen's calls: a status's comments newest first, a page at a time; approve, mark spam, delete. */
export const BLOG_COMMENT_CALLS = {
  list: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/blog_comment_list',
    ...caller,
    input: z.object({
      status: commentStatus.default('pending'),
      cursor: z
        .string()
        .max(100)
        .regex(/^[\w:.-]*$/, 'is not a cursor this list gave out; start again from the first page')
        .nullish(),
      limit: z.number().int().min(1).max(100).default(25),
    }),
    output: z.object({
      status: z.literal(true),
      list: z.array(blogComment),
      next_cursor: z.string().nullable(),
      counts,
    }),
    summary: "One page of the blog's comments of a status, newest first, with every status's count",
  }),
  moderate: endpoint({
    method: 'POST',
    path: '/store/blog_comment_status',
    ...caller,
    input: idList.extend({ status: commentStatus }),
    output: okMessage,
    summary: 'Approve comments (the shop shows them), mark them spam, or put them back to pending',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/blog_comment',
    ...caller,
    input: idList,
    output: okMessage,
    summary: 'Delete comments for good',
  }),
} as const;

/** What a shopper sends from a post's comment form (the trap field is read apart, as on the feedback form). */
export const shopCommentInput = z.object({
  name: text(80, { min: 1, required: 'Enter your name' }),
  email: emailField,
  body: text(COMMENT_MAX, { min: 1, lines: true, required: 'Write your comment' }),
});
export type ShopCommentInput = z.output<typeof shopCommentInput>;
/** The fields the shop's comment form shows a problem beside. */
export const SHOP_COMMENT_FIELDS = ['name', 'email', 'body'] as const;
