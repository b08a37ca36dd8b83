import { describe, expect, it } from 'vitest';
import {
  addSection,
  containerOf,
  isSameMenu,
  type Menu,
  mergeSaved,
  menuFromSaved,
  moveItem,
  moveSection,
  placeItem,
  removeSection,
  renameSection,
  type SavedMenu,
  sectionDropId,
  toSectionsBody,
} from './navigation-order';

const item = (id: string, section: string, position: number) => ({
  _id: id,
  section_id: section,
  name: id,
  catalog_id: null,
  link: `/${id}`,
  position,
});

const saved: SavedMenu = {
  status: true,
  sections: [
    { _id: 'A', name: 'Shop', position: 0 },
    { _id: 'B', name: 'Help', position: 1 },
  ],
  list: [item('a2', 'A', 1), item('a1', 'A', 0), item('b1', 'B', 0)],
};
const menu = () => menuFromSaved(saved);
const order = (m: Menu) => m.map((s) => `${s.key}:${s.itemIds.join(',')}`);

describe('menuFromSaved', () => {
  it('keeps the section order and sorts each section by position', () => {
    expect(order(menu())).toEqual(['A:a1,a2', 'B:b1']);
  });
});

describe('moving items', () => {
  it('finds the section of an item and of a section list', () => {
    expect(containerOf(menu(), 'b1')).toBe('B');
    expect(containerOf(menu(), sectionDropId('A'))).toBe('A');
    expect(containerOf(menu(), 'nope')).toBeUndefined();
  });

  it('reorders within a section like arrayMove', () => {
    expect(order(placeItem(menu(), 'a1', 'a2'))).toEqual(['A:a2,a1', 'B:b1']);
    expect(order(placeItem(menu(), 'a2', 'a1'))).toEqual(['A:a2,a1', 'B:b1']);
  });

  it('enters a section below before the item it is over, and one above after it', () => {
    expect(order(placeItem(menu(), 'a2', 'b1'))).toEqual(['A:a1', 'B:a2,b1']);
    expect(order(placeItem(menu(), 'b1', 'a1'))).toEqual(['A:a1,b1,a2', 'B:']);
  });

  it('drops at the end of a section when over its list, even an empty one', () => {
    const withEmpty = addSection(menu(), 'new-1', 'Sale');
    expect(order(placeItem(withEmpty, 'a1', sectionDropId('new-1')))).toEqual(['A:a2', 'B:b1', 'new-1:a1']);
  });

  it('leaves the menu alone for unknown ids', () => {
    const m = menu();
    expect(placeItem(m, 'x', 'a1')).toBe(m);
    expect(placeItem(m, 'a1', 'a1')).toBe(m);
  });

  it('clamps the index', () => {
    expect(order(moveItem(menu(), 'b1', 'A', 99))).toEqual(['A:a1,a2,b1', 'B:']);
    expect(order(moveItem(menu(), 'b1', 'A', -3))).toEqual(['A:b1,a1,a2', 'B:']);
  });
});

describe('sections', () => {
  it('moves a section up and down, not past the ends', () => {
    expect(order(moveSection(menu(), 'B', -1))).toEqual(['B:b1', 'A:a1,a2']);
    expect(moveSection(menu(), 'A', -1).map((s) => s.key)).toEqual(['A', 'B']);
    expect(moveSection(menu(), 'B', 1).map((s) => s.key)).toEqual(['A', 'B']);
  });

  it('renames, adds and removes', () => {
    const m = removeSection(renameSection(addSection(menu(), 'new-1', 'Sale'), 'A', 'Store'), 'B');
    expect(m.map((s) => s.name)).toEqual(['Store', 'Sale']);
  });

  it('adds no more than 20 sections', () => {
    let m: Menu = [];
    for (let i = 0; i < 25; i++) m = addSection(m, `k${i}`, `S${i}`);
    expect(m).toHaveLength(20);
  });
});

describe('toSectionsBody', () => {
  it('sends sections in order, new ones without _id, names trimmed', () => {
    const m = placeItem(addSection(moveSection(menu(), 'B', -1), 'new-1', '  Sale '), 'a1', sectionDropId('new-1'));
    expect(toSectionsBody(m)).toEqual({
      sections: [
        { _id: 'B', name: 'Help', navigation_ids: ['b1'] },
        { _id: 'A', name: 'Shop', navigation_ids: ['a2'] },
        { name: 'Sale', navigation_ids: ['a1'] },
      ],
    });
  });

  it('tells an unchanged menu from a changed one', () => {
    expect(isSameMenu(menu(), menuFromSaved(saved))).toBe(true);
    expect(isSameMenu(placeItem(menu(), 'a1', 'a2'), menu())).toBe(false);
    expect(isSameMenu(renameSection(menu(), 'A', 'Shop '), menu())).toBe(true);
  });
});

describe('mergeSaved', () => {
  it('keeps the draft order, drops deleted items and sections, appends new items', () => {
    const draft = addSection(placeItem(menu(), 'a1', 'a2'), 'new-1', 'Sale');
    const after: SavedMenu = {
      ...saved,
      sections: [saved.sections[0]!],
      list: [item('a1', 'A', 0), item('a3', 'A', 2)],
    };
    expect(order(mergeSaved(draft, after))).toEqual(['A:a1,a3', 'new-1:']);
  });

  it('does not add an item twice when the draft moved it elsewhere', () => {
    const draft = placeItem(menu(), 'a1', 'b1');
    expect(order(mergeSaved(draft, saved))).toEqual(order(draft));
  });
});
