import { z } from 'zod';
import { text } from './common.js';

export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Whether a cursor-paged list goes up or down its sort key. */
export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;

/**
 * The body every keyset-paged list takes: a search text, a sort key with direction, the
 * opaque cursor of the previous page's last row and a page size. A domain adds its filters.
 */
export const listQuery = <Sort extends readonly [string, ...string[]]>(sorts: Sort) =>
  z.object({
    search: text(100).optional(),
    sort: z.enum(sorts).default(sorts[0]),
    direction: sortDirection.default('desc'),
    cursor: z
      .string()
      .max(500)
      .regex(/^[\w-]*$/, 'is not a cursor this list gave out; start again from the first page')
      .nullish(),
    limit: z.number().int().min(1).max(100).default(25),
  });

/** One page of a keyset-paged list; next_cursor is null on the last page. */
export const okPage = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), list: z.array(item), next_cursor: z.string().nullable() });

/**
 * Counting stops here: past it a count reads too many rows to answer at once (a million
 * products), and "10,000+" says enough (docs/decisions.md, "Counts").
 */
export const LIST_COUNT_CAP = 10_000;

/** How many rows match; `capped` when more than `total` (LIST_COUNT_CAP) do. */
export const okCount = z.object({
  status: z.literal(true),
  total: z.number().int().nonnegative(),
  capped: z.boolean(),
});

/** A bulk action's targets. */
export const idList = z.object({ ids: z.array(z.uuid()).min(1, 'select at least one row').max(500) });
