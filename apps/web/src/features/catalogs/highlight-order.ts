import type { Catalog } from '@stallfront/shared/catalogs';

/** The shop front shows at most this many highlighted catalogs (PUT /store/catalog/highlights). */
export const HIGHLIGHT_LIMIT = 12;

/** The highlighted catalogs' ids in their shop-front order. */
export function highlightedIds(catalogs: readonly Catalog[]): string[] {
  return catalogs
    .filter((c): c is Catalog & { highlight_position: number } => c.highlight_position !== null)
    .sort((a, b) => a.highlight_position - b.highlight_position)
    .map((c) => c._id);
}

/** The order after dropping `activeId` where `overId` was. */
export function moveId(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return [...ids];
  const next = ids.filter((id) => id !== activeId);
  next.splice(to, 0, activeId);
  return next;
}

export function addId(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= HIGHLIGHT_LIMIT) return [...ids];
  return [...ids, id];
}

export const sameOrder = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);
