import type { Catalog } from '@stallfront/shared/catalogs';
import { toTitleCase } from '@stallfront/shared/rules';
import { countOf } from '@stallfront/shared/rules';

/** The catalogs whose name, description or address contain the search, ignoring case. */
export function filterCatalogs(catalogs: readonly Catalog[], search: string): Catalog[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...catalogs];
  return catalogs.filter((c) => [c.name, c.description, c.slug].some((text) => text.toLowerCase().includes(needle)));
}

/** Only rows on screen count as selected, so a search never lets a bulk delete reach hidden rows. */
export const selectedAmong = (selected: ReadonlySet<string>, shown: readonly Catalog[]): string[] =>
  shown.filter((c) => selected.has(c._id)).map((c) => c._id);

/** "3 catalogs added, 1 skipped" from a CSV upload's counts. */
export function uploadSummary({ created, skipped }: { created: number; skipped: number }): string {
  return `${countOf(created, 'catalog')} added${skipped ? `, ${skipped.toLocaleString()} skipped` : ''}`;
}

export const productCountText = (n: number) => countOf(n, 'product');

/** "12 catalogs", or "3 of 12 catalogs" while a search hides some. */
export const catalogCountText = (shown: number, total: number) =>
  shown === total ? countOf(total, 'catalog') : `${shown.toLocaleString()} of ${countOf(total, 'catalog')}`;

/** The server title-cases catalog and menu names; this shows the name as it will be saved. */
export function savedAsHint(name: string): string | undefined {
  const saved = toTitleCase(name);
  return saved ? `Saved as: ${saved}` : undefined;
}
