import { getTableName, type SQL, Subquery, type Table } from 'drizzle-orm';

/** A search box's words: letters and digits, lower-cased, at most eight. */
function wordsOf(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * A search box's text as a prefix tsquery for the 'simple' configuration: every word must
 * match the start of a word, so "red tee" finds "Red Cotton Tee". Null when no word is left.
 */
export function prefixQuery(text: string | undefined): string | null {
  const words = wordsOf(text);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Words that must appear in lower(text) wherever the prefix tsquery matches: a cheap test to
 * run before to_tsvector. Only plain ASCII letters or digits, which the parser keeps as one
 * token lower-cased like lower() does; other words are left to the tsquery alone.
 */
export function substringsOf(text: string | undefined): string[] {
  return wordsOf(text).filter((w) => /^(?:[a-z]+|[0-9]+)$/.test(w));
}

/**
 * Whether a search reads as the start of a code (one token holding a digit or a sign, like
 * "TEE-RE" or "SKU-12"): such a text is matched as a code prefix. A plain word like "sku" is
 * matched only as a whole code, so it does not find every "SKU-123".
 */
export function isCodePrefix(text: string): boolean {
  return !/\s/.test(text) && /[^\p{L}]/u.test(text);
}

/** A LIKE pattern for text followed by anything, with LIKE's own signs escaped. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * How many rows, in the list's order, a search walks before it looks the matches up by index
 * instead. A page of 25 needs 26 matches: 200 rows per match finds words on one row in 200;
 * a text with a digit is likely a code or number, rare, so it walks only 10 rows per match.
 */
export function walkBudget(text: string, limit: number): number {
  return (/\p{N}/u.test(text) ? 10 : 200) * (limit + 1);
}

/**
 * The rows of a query under the table's own name, as a FROM source: the columns and filters
 * written for the table then read these rows.
 */
export function rowsAs(table: Table, query: SQL): Subquery {
  return new Subquery(query, {}, getTableName(table));
}
