// The column builders and cells of columns.tsx and cells.tsx are imported by their own path:
// re-exported here they would load with every console page, which the product list's weight
// forbids (vite.config.ts).
export { CellText } from './CellText';
export { dateColumn } from './date-column';
export { StatusBadge, type StatusLook } from './StatusBadge';
export { ListPage } from './ListPage';
export { ListPageLoading } from './ListStates';
export { csvFileName, saveFile } from './download';
export type {
  AsyncFilterOptions,
  BulkAction,
  ConfirmFieldProps,
  EmptyStateContent,
  FilterOption,
  ListColumn,
  ListCountParams,
  ListExportParams,
  AnyListFilter,
  ListDateFilter,
  ListFilter,
  ListPageData,
  ListPageProps,
  ListRequest,
  PrimaryAction,
  RowAction,
  SecondaryAction,
  SortOption,
} from './types';
