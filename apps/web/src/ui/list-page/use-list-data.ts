import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type CursorStack,
  currentCursor,
  FIRST_PAGE,
  hasPreviousPage,
  pageNumber,
  toNextPage,
  toPreviousPage,
} from './cursor-stack';
import { type ListState, listStateKey, toCountParams, toRequest } from './list-params';
import type { AnyListFilter, ListCount, ListPageProps } from './types';

type DataProps<Row, S extends string, F extends AnyListFilter> = Pick<
  ListPageProps<Row, S, F>,
  'queryKey' | 'fetchPage' | 'fetchCount'
>;

/**
 * One keyset page of the list and, when the screen can count, the total. The cursors used so far
 * are kept per list state, so a new search, filter or sort starts again at page 1.
 */
export function useListData<Row, S extends string, F extends AnyListFilter>(
  { queryKey, fetchPage, fetchCount }: DataProps<Row, S, F>,
  state: ListState<S>,
) {
  const stateKey = listStateKey(state);
  const [paging, setPaging] = useState<{ stateKey: string; stack: CursorStack }>({ stateKey, stack: FIRST_PAGE });
  const stack = paging.stateKey === stateKey ? paging.stack : FIRST_PAGE;
  const request = toRequest<S, F>(state, currentCursor(stack));
  const countParams = toCountParams<F>(state);

  const page = useQuery({
    queryKey: [...queryKey, 'page', request],
    queryFn: ({ signal }) => fetchPage(request, signal),
    // The rows on screen stay while the next ones load, so the table does not flash.
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: [...queryKey, 'count', countParams],
    queryFn: ({ signal }): Promise<ListCount> =>
      fetchCount ? fetchCount(countParams, signal) : Promise.resolve({ total: 0 }),
    enabled: Boolean(fetchCount),
    placeholderData: keepPreviousData,
  });

  const nextCursor = page.isPlaceholderData ? null : (page.data?.next_cursor ?? null);
  return {
    page,
    count: fetchCount ? count.data : undefined,
    /** Identifies the rows on screen: selection does not outlive them. */
    pageKey: `${stateKey}|${currentCursor(stack) ?? ''}`,
    pageNumber: pageNumber(stack),
    canGoBack: hasPreviousPage(stack) && !page.isPlaceholderData,
    canGoForward: nextCursor !== null,
    goForward: () => {
      if (nextCursor) setPaging({ stateKey, stack: toNextPage(stack, nextCursor) });
    },
    goBack: () => setPaging({ stateKey, stack: toPreviousPage(stack) }),
  };
}
