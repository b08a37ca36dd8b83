import { z } from 'zod';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const review = z.object({
  _id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  customer_name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reply: z.string().nullable(),
  replied_on: isoDate.nullable(),
  created_on: isoDate,
});
export type Review = z.infer<typeof review>;

export const reviewListBody = listQuery(['created', 'rating'] as const).extend({
  status: z.enum(REVIEW_STATUSES).optional(),
  rating: z.number().int().min(1).max(5).optional(),
  product_id: z.uuid().optional(),
});
export type ReviewListBody = z.input<typeof reviewListBody>;
export const reviewListResponse = okPage(review);

/** GET /store/product_reviews: the list's search and filters from a query string. */
export const reviewCountQuery = z.object({
  search: text(100).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  rating: z
    .enum(['1', '2', '3', '4', '5'], { error: 'must be a whole number from 1 to 5' })
    .transform(Number)
    .optional(),
  product_id: z.uuid().optional(),
});

export const reviewStatusBody = z.object({
  ids: z.array(z.uuid()).min(1, 'select at least one review').max(500),
  status: z.enum(['approved', 'hidden']),
});
export const reviewReplyBody = z.object({
  _id: z.uuid(),
  /** An empty reply removes the store's answer. */
  reply: text(2000, { lines: true }),
});
