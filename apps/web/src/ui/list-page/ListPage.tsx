import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BulkBar } from './BulkBar';
import { ExportButton } from './ExportButton';
import { ListCards } from './ListCards';
import { ListHeader } from './ListHeader';
import { type ListSpec, hasActiveFilters, nextSort, toExportParams } from './list-params';
import { ListError, ListSkeleton } from './ListStates';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { Pager } from './Pager';
import { SavedViewsMenu } from './SavedViewsMenu';
import { useCurrentRoute } from '../../app/current-route';
import type { AnyListFilter, ClickRowAction, ListPageProps } from './types';
import { useBulkActions } from './use-bulk-actions';
import { useListData } from './use-list-data';
import { useListParams } from './use-list-params';
import { useIsPhone } from './use-is-phone';
import { useListTable } from './use-list-table';

// Most visits find rows: the empty state (Mantine's EmptyState) loads when a list first comes back empty.
const ListEmpty = lazy(() => import('./ListEmpty'));

const NO_FILTERS: readonly never[] = [];
// One empty page for every render while the first loads: a new [] each time would be new table data.
const NO_ROWS: never[] = [];

/**
 * A whole list screen from a declaration: search, filters and sort kept in the URL, keyset pages,
 * selection with bulk actions, CSV export, and a card layout on phones.
 */
export function ListPage<Row, const S extends string, const F extends AnyListFilter = never>(
  props: ListPageProps<Row, S, F>,
) {
  const { title, columns, sorts, bulkActions = [], onRowClick } = props;
  const filters: readonly AnyListFilter[] = props.filters ?? NO_FILTERS;
  const isPhone = useIsPhone();
  const spec: ListSpec<S> = {
    sortKeys: [...sorts.map((s) => s.value), ...columns.flatMap((c) => (c.sortKey ? [c.sortKey] : []))],
    defaultSort: props.defaultSort,
    defaultPageSize: props.defaultPageSize ?? 25,
    filters,
  };
  const params = useListParams(spec);
  // Views are kept per list: by default the list is its route, so every list screen has them.
  const route = useCurrentRoute();
  // They are kept per store user; the platform admin's lists have none.
  const listId = route?.layout === 'admin' ? undefined : (props.listId ?? route?.name);
  const { state } = params;
  const data = useListData(props, state);
  const rows = data.page.data?.list ?? NO_ROWS;
  const rowLabel = (row: Row, index: number) => props.rowLabel?.(row) ?? `row ${index + 1}`;
  // A row action that runs on the server goes the bulk actions' way, for that one row.
  const rowActions = props.rowActions?.map(
    (action): ClickRowAction<Row> =>
      'run' in action
        ? {
            ...action,
            onClick: (row) =>
              bulk.start(
                {
                  label: action.label,
                  color: action.color,
                  confirm: typeof action.confirm === 'function' ? action.confirm(row) : action.confirm,
                  run: (_ids, input) => action.run(row, input),
                },
                [props.rowKey(row)],
              ),
          }
        : action,
  );
  const { table, selectedIds, clearSelection } = useListTable({
    rows,
    columns,
    rowKey: props.rowKey,
    rowLabel,
    selectable: bulkActions.length > 0,
    rowActions,
    pageKey: data.pageKey,
  });
  const bulk = useBulkActions(props.queryKey, clearSelection);
  const sort = { sort: state.sort, direction: state.direction };
  const stale = data.page.isPlaceholderData;
  const { exportCsv, fetchCount } = props;

  const body = () => {
    if (data.page.isPending) return <ListSkeleton rows={Math.min(state.limit, 10)} />;
    if (data.page.isError)
      return <ListError message={data.page.error.message} onRetry={() => void data.page.refetch()} />;
    if (rows.length === 0 && data.pageNumber === 1) {
      const search = state.search.trim();
      return (
        <Suspense fallback={<ListSkeleton rows={3} />}>
          <ListEmpty
            filtered={hasActiveFilters(state)}
            content={props.emptyState}
            onClearFilters={params.clearFilters}
          />
          {search && props.searchElsewhere?.(search)}
        </Suspense>
      );
    }
    if (isPhone || props.layout === 'grid') {
      return (
        <ListCards
          grid={props.layout === 'grid'}
          title={title}
          table={table}
          mobileCard={props.mobileCard}
          rowLabel={rowLabel}
          selectable={bulkActions.length > 0}
          rowActions={rowActions}
          onRowClick={onRowClick}
          stale={stale}
        />
      );
    }
    return (
      <ListTable
        title={title}
        table={table}
        columns={columns}
        sort={sort}
        onSort={(key) => params.setSort(nextSort(state, key, sorts))}
        onRowClick={onRowClick}
        stale={stale}
      />
    );
  };

  return (
    <Stack gap="md">
      <ListHeader
        title={title}
        count={data.count}
        counting={Boolean(fetchCount) && data.count === undefined}
        viewsMenu={listId && <SavedViewsMenu listId={listId} spec={spec} state={state} onOpen={params.replaceState} />}
        countLabel={props.countLabel}
        primaryAction={props.primaryAction}
        secondaryActions={props.secondaryActions}
        compact={isPhone}
        exportButton={
          exportCsv && (
            <ExportButton title={title} compact={isPhone} load={() => exportCsv(toExportParams<S, F>(state))} />
          )
        }
      />
      {props.summary}
      <ListToolbar
        isPhone={isPhone}
        search={state.search}
        onSearch={params.setSearch}
        searchPlaceholder={props.searchPlaceholder}
        filters={filters}
        filterValues={state.filters}
        onFilter={params.setFilter}
        onClearFilters={params.clearFilters}
        sorts={sorts}
        sort={sort}
        onChooseSort={(key) => params.setSort(state.sort === key ? sort : nextSort(state, key, sorts))}
        onReverseSort={() => params.setSort(nextSort(state, state.sort, sorts))}
      />
      {selectedIds.length > 0 && (
        <BulkBar
          count={selectedIds.length}
          actions={bulkActions}
          running={bulk.running}
          onRun={(action) => bulk.start(action, selectedIds)}
          onClear={clearSelection}
        />
      )}
      {body()}
      {(rows.length > 0 || data.pageNumber > 1) && (
        <Pager
          pageNumber={data.pageNumber}
          rowCount={rows.length}
          count={data.count}
          canGoBack={data.canGoBack}
          canGoForward={data.canGoForward}
          onBack={data.goBack}
          onForward={data.goForward}
          pageSize={state.limit}
          onPageSize={params.setLimit}
        />
      )}
    </Stack>
  );
}
