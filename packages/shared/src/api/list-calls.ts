import { z } from 'zod';
import { okCount } from '../schemas/list.js';
import type { CallAccess } from '../rules/call-access.js';
import { endpoint } from './endpoint.js';

/** Who may call a list: a store's people by an access rule, or the platform admin. */
export type ListCaller = { auth: 'store'; access: CallAccess } | { auth: 'master' };

export interface PagedCallsSpec<Body extends z.ZodType, Count extends z.ZodType, Page extends z.ZodType> {
  /** The page is a POST here (its filters in the body) and the count a GET, in the spec's style. */
  path: string;
  /** The count's own path, where it has one (orders: /store/orders/count). */
  countPath?: string;
  caller: ListCaller;
  body: Body;
  count: Count;
  page: Page;
  /** What the list holds, for the API reference: "gift cards bought in the shop, with what each holds now". */
  what: string;
}

/**
 * The two calls of a keyset-paged list (schemas/list.ts `listQuery` and `okPage`): one page,
 * and how many rows match the same search and filters, capped (`okCount`).
 */
export function pagedCalls<Body extends z.ZodType, Count extends z.ZodType, Page extends z.ZodType>(
  spec: PagedCallsSpec<Body, Count, Page>,
) {
  return {
    list: endpoint({
      method: 'POST',
      reads: true,
      path: spec.path,
      ...spec.caller,
      input: spec.body,
      output: spec.page,
      summary: `One keyset page of ${spec.what}`,
    }),
    count: endpoint({
      method: 'GET',
      path: spec.countPath ?? spec.path,
      ...spec.caller,
      input: spec.count,
      output: okCount,
      summary: `How many ${spec.what} match the same search and filters`,
    }),
  };
}

/** Every row of a list's filter, search and sort as CSV, with the page's body. */
export function csvExportCall<Body extends z.ZodType>(spec: {
  path: string;
  caller: ListCaller;
  body: Body;
  what: string;
}) {
  return endpoint({
    method: 'POST',
    reads: true,
    path: spec.path,
    ...spec.caller,
    input: spec.body,
    output: z.string(),
    reply: 'csv',
    summary: `Every one of the ${spec.what} matching the filters, as CSV`,
  });
}

/** A paged list's two calls and its CSV export, at `exportPath` or `${path}/export`. */
export function exportedListCalls<Body extends z.ZodType, Count extends z.ZodType, Page extends z.ZodType>(
  spec: PagedCallsSpec<Body, Count, Page> & { exportPath?: string },
) {
  return { ...pagedCalls(spec), exportCsv: csvExportCall({ ...spec, path: spec.exportPath ?? `${spec.path}/export` }) };
}
