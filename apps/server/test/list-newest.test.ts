import { describe, expect, it } from 'vitest';
import { productListBody } from '@stallfront/shared';
import type { ProductCaller } from '../src/modules/products/caller.js';
import { isNewestView } from '../src/modules/products/list-newest.js';

const owner = { vendorId: null } as ProductCaller;
const vendor = { vendorId: '00000000-0000-4000-8000-000000000001' } as ProductCaller;
const body = (input: Record<string, unknown>) => productListBody.parse(input);

describe('the product list view that takes the prepared statement', () => {
  it('is an owner or staff member asking for the newest, with no search or filter but archived', () => {
    expect(isNewestView(owner, body({}))).toBe(true);
    expect(isNewestView(owner, body({ archived: true, sort: 'created', direction: 'desc', limit: 50 }))).toBe(true);
  });

  it('is not a vendor, another sort or direction, a search or any other filter', () => {
    expect(isNewestView(vendor, body({}))).toBe(false);
    expect(isNewestView(owner, body({ sort: 'name' }))).toBe(false);
    expect(isNewestView(owner, body({ direction: 'asc' }))).toBe(false);
    expect(isNewestView(owner, body({ search: 'shirt' }))).toBe(false);
    expect(isNewestView(owner, body({ status: 'draft' }))).toBe(false);
    expect(isNewestView(owner, body({ stock: 'low' }))).toBe(false);
    expect(isNewestView(owner, body({ catalog_id: '00000000-0000-4000-8000-000000000002' }))).toBe(false);
  });
});
