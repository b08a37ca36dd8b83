export { CellText, TwoLineCell } from './CellText';
export { ListPage } from './ListPage';
export { ListPageLoading } from './ListStates';
export { csvFileName, saveFile } from './download';
export type {
  AsyncFilterOptions,
  BulkAction,
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
