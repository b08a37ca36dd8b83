import { savedViewParams } from '@stallfront/shared/saved-views';
import { describe, expect, it } from 'vitest';
import type { ListState } from './list-params';
import { fromViewParams, toViewParams } from './saved-view-params';
import { stockListSpec } from './test-spec';

const spec = stockListSpec;
const lowStock: ListState<'created' | 'stock'> = {
  search: 'shirt',
  sort: 'stock',
  direction: 'asc',
  limit: 50,
  filters: { stock: 'low' },
};

describe('saved view params', () => {
  it('keeps the whole list state and brings it back the same, through the shared schema', () => {
    const params = toViewParams({ ...lowStock, search: ' shirt ' });
    expect(savedViewParams.parse(params)).toEqual(params);
    expect(fromViewParams(params, spec)).toEqual(lowStock);
  });

  it('leaves an empty search out', () => {
    expect(toViewParams({ ...lowStock, search: '  ' })).not.toHaveProperty('search');
  });

  it('opens a view whose sort or filter value the list no longer offers with the defaults for those', () => {
    const opened = fromViewParams(
      { search: 'shirt', sort: 'rating', direction: 'asc', filters: { stock: 'gone', vendor_id: 'v-1' } },
      spec,
    );
    expect(opened).toEqual({ search: 'shirt', sort: 'created', direction: 'asc', limit: 25, filters: {} });
  });
});
