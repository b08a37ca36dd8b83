import { describe, expect, it } from 'vitest';
import type { Product, ProductFeatures } from '@stallfront/shared/products';
import { changedSections, editBlockedReason, emptyProduct, toFormValues } from './product-form';

describe('product form values', () => {
  it('takes every form field from a product and nothing else', () => {
    const product = {
      ...emptyProduct(),
      _id: 'p1',
      version: 1,
      name: 'Tee',
      currency: 'INR',
      archived: false,
      slug_redirects: ['old-tee'],
      branch_stock: [],
      created_on: '2026-01-01T00:00:00.000Z',
      updated_on: '2026-01-01T00:00:00.000Z',
    } as Product;
    const values = toFormValues(product);
    expect(values.name).toBe('Tee');
    expect(Object.keys(values).sort()).toEqual(Object.keys(emptyProduct()).sort());
  });

  it('maps dirty paths to the save calls that carry them', () => {
    const dirty = (paths: string[]) => (path: string) => paths.includes(path);
    expect(changedSections(dirty(['name']))).toEqual(['overall']);
    expect(changedSections(dirty(['variants', 'seo_title']))).toEqual(['overall', 'details']);
    expect(changedSections(dirty(['images']))).toEqual(['images']);
    expect(changedSections(dirty([]))).toEqual([]);
  });

  it('explains why a form is read-only', () => {
    const features = { add: true, update: false, products_left: null } as ProductFeatures;
    expect(editBlockedReason(features, true)).toBeNull();
    expect(editBlockedReason(features, false)).toMatch(/may view/);
    expect(editBlockedReason({ ...features, products_left: 0 }, true)).toMatch(/free package/);
    expect(editBlockedReason({ ...features, add: false }, true)).toMatch(/may not add/);
  });
});
