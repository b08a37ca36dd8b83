/**
 * A search box's text as a prefix tsquery for the 'simple' configuration: every word must
 * match the start of a word, so "red tee" finds "Red Cotton Tee". Null when no word is left.
 */
export function prefixQuery(text: string | undefined): string | null {
  const words = (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
