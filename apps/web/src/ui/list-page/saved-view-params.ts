import type { SavedViewParams } from '@stallfront/shared/saved-views';
import { type ListSpec, type ListState, readListState } from './list-params';

/** What a view keeps of a list's state: all of it, the page size too. */
export function toViewParams(state: ListState<string>): SavedViewParams {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    sort: state.sort,
    direction: state.direction,
    limit: state.limit,
    filters: { ...state.filters },
  };
}

/**
 * The list state a view opens. It goes through the same reading as the URL, so a sort or a
 * filter value the list no longer offers falls back to the default instead of reaching the server.
 */
export function fromViewParams<S extends string>(params: SavedViewParams, spec: ListSpec<S>): ListState<S> {
  const url = new URLSearchParams();
  if (params.search) url.set('q', params.search);
  if (params.sort) url.set('sort', params.sort);
  if (params.direction) url.set('dir', params.direction);
  if (params.limit) url.set('limit', String(params.limit));
  for (const [key, value] of Object.entries(params.filters)) url.set(key, value);
  return readListState(url, spec);
}
