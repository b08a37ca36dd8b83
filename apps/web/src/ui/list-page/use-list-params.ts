import { useContext, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';
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
  // A change that lands while the person is already going elsewhere (a search's pause runs out
  // after a row was opened) would navigate back to the list: it is dropped. The router's own
  // state says so at once; this render's location lags while React renders the next page.
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const leaving = () => {
    const now = router?.state;
    if (!now) return false;
    const going = now.navigation.state !== 'idle' ? now.navigation.location?.pathname : undefined;
    return now.location.pathname !== pathname || (going !== undefined && going !== pathname);
  };

  const update = (change: (current: ListState<S>) => Partial<ListState<S>>) => {
    if (leaving()) return;
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
