import { describe, expect, it } from 'vitest';
import type { Navigation } from '@stallfront/shared/catalogs';
import { itemValuesOf, navigationItemSchema, targetText, toNavigationBody } from './navigation-item-form';

const item = (over: Partial<Navigation>): Navigation => ({
  _id: 'n1',
  section_id: 's1',
  name: 'Men',
  catalog_id: null,
  link: null,
  position: 0,
  ...over,
});
const problems = (values: unknown) =>
  navigationItemSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('navigation item form', () => {
  it('starts from an item, or empty pointing at a catalog', () => {
    expect(itemValuesOf(null)).toEqual({ name: '', target: 'catalog', catalog_id: null, link: '' });
    expect(itemValuesOf(item({ link: '/sale' }))).toMatchObject({ target: 'link', link: '/sale' });
    expect(itemValuesOf(item({ catalog_id: 'c1' }))).toMatchObject({ target: 'catalog', catalog_id: 'c1' });
  });

  it('requires the chosen target only', () => {
    expect(problems({ name: 'Men', target: 'catalog', catalog_id: null, link: 'junk' })).toEqual([
      'catalog_id: Choose a catalog',
    ]);
    for (const link of ['www.x.com', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(problems({ name: 'Men', target: 'link', catalog_id: null, link })).toEqual([
        'link: Must be a page of the store (/…) or an https:// address',
      ]);
    }
    expect(problems({ name: 'Men', target: 'link', catalog_id: null, link: ' https://x.com/a ' })).toEqual([]);
    expect(problems({ name: ' ', target: 'link', catalog_id: null, link: '/sale' })).toEqual(['name: Enter a name']);
  });

  it('sends only the chosen target', () => {
    const values = { name: 'men', target: 'link', catalog_id: 'c1', link: ' /men ' } as const;
    expect(toNavigationBody('s1', values)).toEqual({ section_id: 's1', name: 'men', catalog_id: null, link: '/men' });
    expect(toNavigationBody('s1', { ...values, target: 'catalog' })).toMatchObject({ catalog_id: 'c1', link: null });
  });

  it('describes where an item points', () => {
    const names = new Map([['c1', 'Men']]);
    expect(targetText(item({ catalog_id: 'c1' }), names)).toBe('Catalog: Men');
    expect(targetText(item({ catalog_id: 'c9' }), names)).toBe('Catalog: a deleted catalog');
    expect(targetText(item({ link: '/sale' }), names)).toBe('/sale');
  });
});
