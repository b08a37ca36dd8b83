import { LIST_PAGE_SIZES, type SortDirection } from '@stallfront/shared/list';
import type {
  FilterValues,
  ListCountParams,
  ListExportParams,
  ListRequest,
  PageSize,
  SortOption,
  AnyListFilter,
} from './types';

/** What a list accepts from the URL; anything else there is ignored. */
export interface ListSpec<S extends string> {
  sortKeys: readonly S[];
  defaultSort: { sort: S; direction: SortDirection };
  defaultPageSize: PageSize;
  filters: readonly AnyListFilter[];
}

/** A list's search, sort, page size and filters: everything but the page, which is not kept in the URL. */
export interface ListState<S extends string> {
  search: string;
  sort: S;
  direction: SortDirection;
  limit: PageSize;
  filters: Record<string, string>;
}

/** URL names; filters use their own keys, so a filter may not be called q, sort, dir or limit. */
const PARAM = { search: 'q', sort: 'sort', direction: 'dir', limit: 'limit' } as const;
const MAX_SEARCH = 100;

const isPageSize = (n: number): n is PageSize => (LIST_PAGE_SIZES as readonly number[]).includes(n);
const isDirection = (v: string | null): v is SortDirection => v === 'asc' || v === 'desc';

/** A filter value from the URL, if the filter offers it; values of loaded options cannot be checked yet. */
function filterValue(filter: AnyListFilter, raw: string | null): string | undefined {
  if (filter.type === 'date') return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined;
  if (!raw) return undefined;
  if ('load' in filter.options) return raw.length <= 500 ? raw : undefined;
  return filter.options.some((o) => o.value === raw) ? raw : undefined;
}

export function readListState<S extends string>(params: URLSearchParams, spec: ListSpec<S>): ListState<S> {
  const sort = spec.sortKeys.find((key) => key === params.get(PARAM.sort));
  const direction = params.get(PARAM.direction);
  const limit = Number(params.get(PARAM.limit));
  const filters: Record<string, string> = {};
  for (const filter of spec.filters) {
    const value = filterValue(filter, params.get(filter.key));
    if (value !== undefined) filters[filter.key] = value;
  }
  return {
    search: (params.get(PARAM.search) ?? '').slice(0, MAX_SEARCH),
    sort: sort ?? spec.defaultSort.sort,
    direction: isDirection(direction) ? direction : spec.defaultSort.direction,
    limit: isPageSize(limit) ? limit : spec.defaultPageSize,
    filters,
  };
}

/** The URL for a state: defaults are left out so a plain list has a plain address; other params are kept. */
export function writeListState<S extends string>(
  previous: URLSearchParams,
  state: ListState<S>,
  spec: ListSpec<S>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  const isDefaultSort = state.sort === spec.defaultSort.sort && state.direction === spec.defaultSort.direction;
  // Kept as typed (the request trims it), so a space typed before a pause is not taken away.
  set(PARAM.search, state.search || undefined);
  set(PARAM.sort, isDefaultSort ? undefined : state.sort);
  set(PARAM.direction, isDefaultSort ? undefined : state.direction);
  set(PARAM.limit, state.limit === spec.defaultPageSize ? undefined : String(state.limit));
  for (const filter of spec.filters) set(filter.key, state.filters[filter.key]);
  return next;
}

export const hasActiveFilters = (state: ListState<string>): boolean =>
  state.search.trim() !== '' || Object.keys(state.filters).length > 0;

/** Changes whenever the rows a list shows from page 1 change, so paging and selection start over. */
export const listStateKey = (state: ListState<string>): string =>
  JSON.stringify([state.search.trim(), state.sort, state.direction, state.limit, Object.entries(state.filters).sort()]);

/** The sort after choosing a key: the same key flips direction, a new one starts in its own direction. */
export function nextSort<S extends string>(
  state: ListState<S>,
  key: S,
  sorts: readonly SortOption<S>[],
): { sort: S; direction: SortDirection } {
  if (state.sort === key) return { sort: key, direction: state.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: key, direction: sorts.find((s) => s.value === key)?.direction ?? 'asc' };
}

// Filter values were checked against each filter's options on the way in (readListState).
const filterValuesOf = <F extends AnyListFilter>(state: ListState<string>) => state.filters as FilterValues<F>;

export function toCountParams<F extends AnyListFilter>(state: ListState<string>): ListCountParams<F> {
  const search = state.search.trim();
  return { ...(search ? { search } : {}), ...filterValuesOf<F>(state) };
}

export function toExportParams<S extends string, F extends AnyListFilter>(state: ListState<S>): ListExportParams<S, F> {
  return { ...toCountParams<F>(state), sort: state.sort, direction: state.direction };
}

export function toRequest<S extends string, F extends AnyListFilter>(
  state: ListState<S>,
  cursor: string | null,
): ListRequest<S, F> {
  return { ...toExportParams<S, F>(state), cursor, limit: state.limit };
}
