import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection } from '@stallfront/shared/list';
import { type ListSpec, type ListState, readListState, writeListState } from './list-params';

/**
 * The list's search, sort, page size and filters, kept in the URL so a reload or the back button
 * brings them back. Changes replace the history entry: typing a search is not a trail of pages.
 */
export function useListParams<S extends string>(spec: ListSpec<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams, spec);
  // setSearchParams hands a callback the params of the last render, so two changes before the
  // next render (a search committed as a filter is picked) would drop the first: each change
  // builds on the last one written instead.
  const latest = useRef(searchParams);
  latest.current = searchParams;

  const update = (change: (current: ListState<S>) => Partial<ListState<S>>) => {
    const current = readListState(latest.current, spec);
    const next = writeListState(latest.current, { ...current, ...change(current) }, spec);
    latest.current = next;
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return {
    state,
    setSearch: (search: string) => update(() => ({ search })),
    setSort: (sort: { sort: S; direction: SortDirection }) => update(() => sort),
    setLimit: (limit: ListState<S>['limit']) => update(() => ({ limit })),
    setFilter: (key: string, value: string | null) =>
      update((current) => {
        const filters = { ...current.filters };
        if (value) filters[key] = value;
        else delete filters[key];
        return { filters };
      }),
    clearFilters: () => update(() => ({ search: '', filters: {} })),
    /** Replaces the whole state at once, as opening a saved view does. */
    replaceState: (next: ListState<S>) => update(() => next),
  };
}

export type ListParamsControl<S extends string> = ReturnType<typeof useListParams<S>>;
