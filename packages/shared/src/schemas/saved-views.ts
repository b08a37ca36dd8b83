import { z } from 'zod';
import { isoDate, text } from './common.js';
import { LIST_PAGE_SIZES, sortDirection } from './list.js';

/** How many views one person may keep for one list. */
export const SAVED_VIEW_CAP = 20;

/** A list's id, a route name such as "products" or "product_reviews". */
const listId = z
  .string()
  .trim()
  .min(1, 'name the list')
  .max(60, '60 characters at most')
  .regex(/^[a-z][a-z0-9_-]*$/, 'is not a list of this console');
/** A URL parameter name a list uses: a sort key or a filter key. */
const paramKey = z
  .string()
  .max(40, '40 characters at most')
  .regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and underscores');

/**
 * What a view brings back: the list's search, sort, page size and filters, as the list keeps them
 * in its URL. The list checks sort keys and filter values against its own when it opens a view.
 */
export const savedViewParams = z.object({
  search: text(100).optional(),
  sort: paramKey.optional(),
  direction: sortDirection.optional(),
  limit: z
    .number()
    .int()
    .refine((n) => (LIST_PAGE_SIZES as readonly number[]).includes(n), `must be one of ${LIST_PAGE_SIZES.join(', ')}`)
    .optional(),
  filters: z
    .record(paramKey, text(500, { min: 1 }))
    .refine((filters) => Object.keys(filters).length <= 20, '20 filters at most')
    .default({}),
});
export type SavedViewParams = z.infer<typeof savedViewParams>;

const viewName = text(60, { min: 1, required: 'Name the view' });

export const savedView = z.object({
  _id: z.string(),
  list: z.string(),
  name: z.string(),
  params: savedViewParams,
  created_on: isoDate,
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewListQuery = z.object({ list: listId });
export const savedViewListResponse = z.object({ status: z.literal(true), list: z.array(savedView) });
export const savedViewCreateBody = z.object({ list: listId, name: viewName, params: savedViewParams });
export const savedViewRenameBody = z.object({ _id: z.uuid(), name: viewName });
export const savedViewDeleteBody = z.object({ _id: z.uuid() });
export const savedViewResponse = z.object({ status: z.literal(true), data: savedView });
