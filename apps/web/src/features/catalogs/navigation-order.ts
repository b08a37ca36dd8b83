import type { z } from 'zod';
import type { navigationListResponse, navigationSectionsBody } from '@stallfront/shared/catalogs';

/** The saved menu as GET /store/catalog/navigations returns it. */
export type SavedMenu = z.output<typeof navigationListResponse>;
export type SectionsBody = z.input<typeof navigationSectionsBody>;

/** One section of the menu being edited; `key` is the saved _id, or a local key until the menu is saved. */
export interface MenuSection {
  key: string;
  _id?: string;
  name: string;
  itemIds: string[];
}
export type Menu = MenuSection[];

export const MAX_SECTIONS = 20;

/** The droppable id of a section's item list, kept apart from item ids so an empty section still takes drops. */
export const sectionDropId = (key: string) => `section:${key}`;

export function menuFromSaved(saved: SavedMenu): Menu {
  return saved.sections.map((section) => ({
    key: section._id,
    _id: section._id,
    name: section.name,
    itemIds: saved.list
      .filter((item) => item.section_id === section._id)
      .sort((a, b) => a.position - b.position)
      .map((item) => item._id),
  }));
}

/** The section key an item id or a section drop id belongs to. */
export function containerOf(menu: Menu, id: string): string | undefined {
  if (id.startsWith('section:')) return menu.find((s) => sectionDropId(s.key) === id)?.key;
  return menu.find((s) => s.itemIds.includes(id))?.key;
}

/** Takes the item out of its section and puts it at `index` of the target section. */
export function moveItem(menu: Menu, itemId: string, toKey: string, index: number): Menu {
  const without = menu.map((s) => ({ ...s, itemIds: s.itemIds.filter((id) => id !== itemId) }));
  return without.map((s) => {
    if (s.key !== toKey) return s;
    const at = Math.max(0, Math.min(index, s.itemIds.length));
    return { ...s, itemIds: [...s.itemIds.slice(0, at), itemId, ...s.itemIds.slice(at)] };
  });
}

/**
 * Where a dragged item lands over `overId` (an item or a section's list). Within a section it takes
 * the place of the item it is over; coming from a section further down it lands after that item,
 * from further up before it, so it enters the section on the side it came from.
 */
export function placeItem(menu: Menu, activeId: string, overId: string): Menu {
  const from = containerOf(menu, activeId);
  const to = containerOf(menu, overId);
  if (!from || !to || activeId === overId) return menu;
  const target = menu.find((s) => s.key === to);
  const overIndex = target?.itemIds.indexOf(overId) ?? -1;
  if (!target || overIndex === -1) return moveItem(menu, activeId, to, target?.itemIds.length ?? 0);
  const sectionIndex = (key: string) => menu.findIndex((s) => s.key === key);
  const fromBelow = from !== to && sectionIndex(from) > sectionIndex(to);
  return moveItem(menu, activeId, to, fromBelow ? overIndex + 1 : overIndex);
}

export function moveSection(menu: Menu, key: string, step: -1 | 1): Menu {
  const from = menu.findIndex((s) => s.key === key);
  const to = from + step;
  if (from === -1 || to < 0 || to >= menu.length) return menu;
  const next = [...menu];
  const [section] = next.splice(from, 1);
  if (section) next.splice(to, 0, section);
  return next;
}

export const renameSection = (menu: Menu, key: string, name: string): Menu =>
  menu.map((s) => (s.key === key ? { ...s, name } : s));

export const removeSection = (menu: Menu, key: string): Menu => menu.filter((s) => s.key !== key);

export const addSection = (menu: Menu, key: string, name: string): Menu =>
  menu.length >= MAX_SECTIONS ? menu : [...menu, { key, name, itemIds: [] }];

/** The body of PUT /store/catalog/navigation_sections: every section in order with its items' order. */
export function toSectionsBody(menu: Menu): SectionsBody {
  return {
    sections: menu.map((s) => ({
      ...(s._id ? { _id: s._id } : {}),
      name: s.name.trim(),
      navigation_ids: s.itemIds,
    })),
  };
}

export const isSameMenu = (a: Menu, b: Menu): boolean =>
  JSON.stringify(toSectionsBody(a)) === JSON.stringify(toSectionsBody(b));

/**
 * Keeps an unsaved draft in step with the server after an item is added, changed or deleted:
 * deleted items and sections drop out, and new items join their section's end, as the server put them.
 */
export function mergeSaved(draft: Menu, saved: SavedMenu): Menu {
  const savedSections = new Set(saved.sections.map((s) => s._id));
  const savedItems = new Set(saved.list.map((n) => n._id));
  const kept = draft
    .filter((s) => !s._id || savedSections.has(s._id))
    .map((s) => ({ ...s, itemIds: s.itemIds.filter((id) => savedItems.has(id)) }));
  const placed = new Set(kept.flatMap((s) => s.itemIds));
  return kept.map((s) => {
    const arrived = saved.list
      .filter((n) => !placed.has(n._id) && n.section_id === s._id)
      .sort((a, b) => a.position - b.position)
      .map((n) => n._id);
    return arrived.length ? { ...s, itemIds: [...s.itemIds, ...arrived] } : s;
  });
}
