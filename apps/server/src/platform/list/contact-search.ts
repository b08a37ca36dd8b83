import { type AnyColumn, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ListPeriod } from '@stallfront/shared';
import { owned } from '../store-scope.js';
import { withinPeriod } from './period.js';

/** A search text as an ILIKE pattern matching it anywhere, with its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A request list's search (quotes, enquiries, donations): the text anywhere in the person's
 * name or email, or, when it is a number (an optional "#" first), the row's number.
 */
export function contactSearch(
  columns: { name: AnyColumn; email: AnyColumn; number?: AnyColumn },
  search: string | undefined,
  numberMatch?: (n: number) => SQL,
): SQL | undefined {
  const typed = search?.trim();
  if (!typed) return undefined;
  const pattern = containing(typed);
  const asNumber = /^#?\d{1,9}$/.test(typed) ? Number(typed.replace('#', '')) : null;
  return or(
    ilike(columns.name, pattern),
    ilike(columns.email, pattern),
    asNumber !== null && numberMatch ? numberMatch(asNumber) : undefined,
  );
}

/** Who lists a store's requests, and the moment their period filter counts back from. */
export interface RequestScope {
  storeId: string;
  now: Date;
}

type RequestTable = { storeId: AnyColumn; status: AnyColumn; createdAt: AnyColumn; name: AnyColumn; email: AnyColumn };

/** A list of shoppers' requests (donations, enquiries): the store's, of a status, within a period, by the person's name or email. */
export function requestConditions(
  table: RequestTable,
  { storeId, now }: RequestScope,
  filters: { status?: string; period?: ListPeriod; search?: string },
): SQL {
  return owned(
    table,
    storeId,
    filters.status ? eq(table.status, filters.status) : undefined,
    withinPeriod(table.createdAt, filters.period, now),
    contactSearch(table, filters.search),
  );
}
