/**
 * Google's product taxonomy: a category is its number and its path of names from the top
 * ("Apparel & Accessories > Clothing > Shirts & Tops"). Merchant Center and the shop's
 * structured data read the path; the store keeps the number.
 */
export interface TaxonomyCategory {
  id: number;
  path: string;
}

export const TAXONOMY_SEPARATOR = ' > ';

/** The categories of Google's `taxonomy-with-ids` text file: one "id - path" per line, "#" comments. */
export function parseTaxonomy(text: string): TaxonomyCategory[] {
  const categories: TaxonomyCategory[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^(\d+) - (.+)$/.exec(line.trim());
    if (match?.[1] && match[2]) categories.push({ id: Number(match[1]), path: match[2].trim() });
  }
  return categories;
}

/** The category's own name: the last step of its path. */
export const categoryName = (path: string): string => path.split(TAXONOMY_SEPARATOR).at(-1) ?? path;

const depthOf = (path: string) => path.split(TAXONOMY_SEPARATOR).length;
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** How well a category's own name fits the words: 0 is its name exactly, then a prefix, then a word of it. */
function nameRank(path: string, words: string[]): number {
  const name = categoryName(path).toLowerCase();
  const query = words.join(' ');
  if (wordsOf(name).join(' ') === query) return 0;
  if (name.startsWith(words[0] ?? '')) return 1;
  if (words.every((w) => wordsOf(name).some((n) => n.startsWith(w)))) return 2;
  return 3;
}

/**
 * The categories whose path has every word of the query as the start of one of its words
 * ("shirt" finds "Shirts & Tops"), best first: the category's own name matching before a parent's,
 * then the shallower, then by path. A number finds that category.
 */
export function searchTaxonomy(categories: TaxonomyCategory[], query: string, limit: number): TaxonomyCategory[] {
  const trimmed = query.trim();
  if (/^\d+$/.test(trimmed)) return categories.filter((c) => c.id === Number(trimmed)).slice(0, limit);
  const words = wordsOf(trimmed);
  if (words.length === 0) return categories.filter((c) => depthOf(c.path) === 1).slice(0, limit);
  const found = categories.filter((c) => {
    const own = wordsOf(c.path);
    return words.every((w) => own.some((o) => o.startsWith(w)));
  });
  const ranked = found.map((c) => ({ c, rank: nameRank(c.path, words), depth: depthOf(c.path) }));
  ranked.sort((a, b) => a.rank - b.rank || a.depth - b.depth || a.c.path.localeCompare(b.c.path, 'en'));
  return ranked.slice(0, limit).map((r) => r.c);
}

/**
 * A product's category from its catalogs' categories: the most specific one (the deepest path);
 * between equally deep ones, the first by path, so the answer never depends on the catalogs' order.
 */
export function productCategory(catalogCategories: (string | null)[]): string | null {
  const paths = catalogCategories.filter((p): p is string => Boolean(p));
  paths.sort((a, b) => depthOf(b) - depthOf(a) || a.localeCompare(b, 'en'));
  return paths[0] ?? null;
}
