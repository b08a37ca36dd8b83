import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  type ListSpec,
  type ListState,
  listStateKey,
  nextSort,
  readListState,
  toCountParams,
  toRequest,
  writeListState,
} from './list-params';

type Sort = 'created' | 'name' | 'price';
const spec: ListSpec<Sort> = {
  sortKeys: ['created', 'name', 'price'],
  defaultSort: { sort: 'created', direction: 'desc' },
  defaultPageSize: 25,
  filters: [
    { key: 'status', label: 'Status', type: 'select', options: [{ value: 'active', label: 'Active' }] },
    { key: 'vendor_id', label: 'Vendor', type: 'select', options: { queryKey: ['vendors'], load: async () => [] } },
    { key: 'placed_from', label: 'From', type: 'date' },
  ],
};
const read = (query: string) => readListState(new URLSearchParams(query), spec);
const plain: ListState<Sort> = { search: '', sort: 'created', direction: 'desc', limit: 25, filters: {} };

describe('list URL state', () => {
  it('falls back to the defaults for missing or unknown values', () => {
    expect(read('')).toEqual(plain);
    expect(read('sort=stock&dir=up&limit=30&status=archived')).toEqual(plain);
  });

  it('reads search, sort, page size and the filters it offers', () => {
    expect(read('q=red tee&sort=price&dir=asc&limit=50&status=active&vendor_id=v-1')).toEqual({
      search: 'red tee',
      sort: 'price',
      direction: 'asc',
      limit: 50,
      filters: { status: 'active', vendor_id: 'v-1' },
    });
  });

  it('takes a date filter only as a day, YYYY-MM-DD', () => {
    expect(read('placed_from=2026-01-31').filters).toEqual({ placed_from: '2026-01-31' });
    expect(read('placed_from=31/01/2026').filters).toEqual({});
    expect(read('placed_from=2026-01-31T00:00').filters).toEqual({});
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const next = writeListState(new URLSearchParams('tab=2&status=active'), { ...plain, search: 'tee ' }, spec);
    expect(next.toString()).toBe('tab=2&q=tee+');
    const sorted = writeListState(new URLSearchParams(), { ...plain, sort: 'name', direction: 'asc', limit: 10 }, spec);
    expect(sorted.toString()).toBe('sort=name&dir=asc&limit=10');
    expect(read(sorted.toString())).toEqual({ ...plain, sort: 'name', direction: 'asc', limit: 10 });
  });

  it('flips the direction of the same sort and starts a new one in its own direction', () => {
    const sorts = [
      { value: 'created' as const, label: 'Newest', direction: 'desc' as const },
      { value: 'name' as const, label: 'Name' },
    ];
    expect(nextSort(plain, 'created', sorts)).toEqual({ sort: 'created', direction: 'asc' });
    expect(nextSort(plain, 'name', sorts)).toEqual({ sort: 'name', direction: 'asc' });
    expect(nextSort({ ...plain, sort: 'name' }, 'created', sorts)).toEqual({ sort: 'created', direction: 'desc' });
  });

  it('builds the request with a trimmed search and no empty fields', () => {
    const state = { ...plain, search: ' tee ', filters: { status: 'active' } };
    expect(toRequest(state, 'c1')).toEqual({
      search: 'tee',
      status: 'active',
      sort: 'created',
      direction: 'desc',
      cursor: 'c1',
      limit: 25,
    });
    expect(toCountParams(plain)).toEqual({});
  });

  it('tells filtered lists apart and changes its key with anything that changes page 1', () => {
    expect(hasActiveFilters(plain)).toBe(false);
    expect(hasActiveFilters({ ...plain, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...plain, filters: { status: 'active' } })).toBe(true);
    expect(listStateKey({ ...plain, search: 'tee ' })).toBe(listStateKey({ ...plain, search: 'tee' }));
    expect(listStateKey({ ...plain, limit: 50 })).not.toBe(listStateKey(plain));
  });
});
