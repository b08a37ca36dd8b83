import * as drizzle from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type FlatFields, flatRowMapper } from '../src/db/flat-select.js';
import { products } from '../src/db/schema/index.js';
import { summaryColumns } from '../src/modules/products/product-view.js';

// Drizzle's own row mapping, which it exports without types: what ours must agree with.
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow: (columns: unknown, row: unknown[], joinsNotNullableMap: undefined) => Record<string, unknown>;
  orderSelectedFields: (fields: FlatFields) => unknown;
};

const fields = {
  ...summaryColumns,
  tags: products.tags,
  archivedAt: products.archivedAt,
  hit: sql<boolean | null>`true`,
  aliased: sql<number>`1`.mapWith(Number).as('aliased'),
};
// As node-postgres and PGlite hand them to Drizzle: timestamps as text, bigint as text or number.
const values = [
  '7d9b4a52-9a43-4a39-8a3f-0c7f8c1f6c01',
  'Red Cotton Shirt',
  'SKU-1',
  '129900',
  '139900',
  'INR',
  5,
  'active',
  false,
  null,
  null,
  2,
  '2026-11-24 18:39:11.123+00',
  '2026-11-24 20:09:11.5+05:30',
  ['summer', 'cotton'],
  '2026-11-24 18:39:11.123+00',
  true,
  '42',
];

describe('flatRowMapper', () => {
  it('maps a row as Drizzle does: decoders, nulls, SQL with and without mapWith', () => {
    const ours = flatRowMapper(fields)(values);
    expect(ours).toEqual(mapResultRow(orderSelectedFields(fields), values, undefined));
    expect(Object.keys(ours)).toEqual(Object.keys(fields));
    expect(ours).toMatchObject({
      price: 129900,
      createdAt: '2026-11-24T18:39:11.123Z',
      updatedAt: '2026-11-24T14:39:11.500Z',
      archivedAt: new Date('2026-11-24T18:39:11.123Z'),
      aliased: 42,
    });
    expect(ours.image).toBeNull();
  });

  it('passes values with no decoder through untouched', () => {
    const row = flatRowMapper({ tags: products.tags, status: products.status })([['a'], 'draft']);
    expect(row).toEqual({ tags: ['a'], status: 'draft' });
  });
});
