import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

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
