import type { MantineColor } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { LIST_PAGE_SIZES, SortDirection } from '@stallfront/shared/list';

export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}

/** Options a filter loads itself, cached under queryKey. Their values can only be known as strings. */
export interface AsyncFilterOptions {
  queryKey: readonly unknown[];
  load: () => Promise<readonly FilterOption[]>;
}

/** A select filter; its chosen value travels in the URL under `key` and in the request under the same key. */
export interface ListFilter<K extends string = string, V extends string = string> {
  key: K;
  label: string;
  type: 'select';
  options: readonly FilterOption<V>[] | AsyncFilterOptions;
  placeholder?: string;
}

/** A day (YYYY-MM-DD, the store's calendar), such as either end of a date range; travels like a select's value. */
export interface ListDateFilter<K extends string = string> {
  key: K;
  label: string;
  type: 'date';
}

/** Any filter a list may declare. */
export type AnyListFilter = ListFilter | ListDateFilter;

/** The chosen filter values of a screen's filter list, typed by each filter's key and option values. */
export type FilterValues<F extends AnyListFilter> = {
  [Filter in F as Filter['key']]?: Filter extends ListFilter<string, infer V> ? V : string;
};

export interface SortOption<S extends string = string> {
  value: S;
  label: string;
  /** The direction this sort starts in when chosen; ascending when not given. */
  direction?: SortDirection;
}

/** What a count of the current list takes: its search and filters. */
export type ListCountParams<F extends AnyListFilter> = { search?: string } & FilterValues<F>;

/** What an export of the current list takes: the same filter, search and sort, without paging. */
export type ListExportParams<S extends string, F extends AnyListFilter> = ListCountParams<F> & {
  sort: S;
  direction: SortDirection;
};

/** The body of one keyset page: the list contract of @stallfront/shared plus the screen's filters. */
export type ListRequest<S extends string, F extends AnyListFilter> = ListExportParams<S, F> & {
  cursor: string | null;
  limit: number;
};

export interface ListCount {
  total: number;
  capped?: boolean;
}

export interface ListPageData<Row> {
  list: Row[];
  next_cursor: string | null;
}

export interface ListColumn<Row, S extends string = string> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort toggle for this sort key. */
  sortKey?: S;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /**
   * This column takes the width the others leave (shared when several grow), and its content
   * must fit it: show text with CellText, which cuts it to one line. Every other column keeps its
   * content on one line, whole, so it is for short things: codes, money, dates, badges.
   */
  grow?: boolean;
}

/** A control a confirmation asks with instead of a text box: its value is still one string. */
export interface ConfirmFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The value a confirmation asks for: a reason (lines), a name (one line, maybe the current one to
 * change), or a choice from a control of the screen's own (`field`, a searchable picker).
 */
export interface ConfirmInput {
  label: string;
  maxLength?: number;
  oneLine?: boolean;
  initial?: string;
  field?: ComponentType<ConfirmFieldProps>;
}

export interface BulkAction {
  label: string;
  color?: MantineColor;
  icon?: ReactNode;
  /**
   * Asks first in a modal; the message may name how many rows are selected. With `input` the
   * modal also asks for a text (a reason), required, which `run` receives.
   */
  confirm?: {
    title: string;
    message: ReactNode | ((count: number) => ReactNode);
    confirmLabel?: string;
    input?: ConfirmInput;
  };
  /** Acts on the selected row ids (with the text the confirmation asked for) and resolves with the success message to show. */
  run: (ids: string[], input?: string) => Promise<string>;
}

/**
 * One entry of a row's menu: either opens something (onClick), or acts on the row on the server
 * (run), which the list runs like a bulk action on that one row: toast, then reload.
 */
export type RowAction<Row> = {
  label: string;
  icon?: ReactNode;
  color?: MantineColor;
  hidden?: (row: Row) => boolean;
} & (
  | { onClick: (row: Row) => void }
  | {
      run: (row: Row, input?: string) => Promise<string>;
      /** Asked first, as a bulk action's; made for the row when it names it ("Rename “linen”"). */
      confirm?: BulkAction['confirm'] | ((row: Row) => BulkAction['confirm']);
    }
);

/** A row action as the menus call it: every kind reduced to a click. */
export type ClickRowAction<Row> = RowAction<Row> & { onClick: (row: Row) => void };

export type PrimaryAction =
  | ({ label: string; icon?: ReactNode } & ({ to: string } | { onClick: () => void }))
  /** A control of its own (a file picker's button). */
  | { element: ReactNode };

/** A link to a side screen of the list (bulk upload), beside Export; an icon with its label as its name on a phone. */
export interface SecondaryAction {
  label: string;
  to: string;
  icon: ReactNode;
}

export interface EmptyStateContent {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
}

export type PageSize = (typeof LIST_PAGE_SIZES)[number];

export interface ListPageProps<Row, S extends string, F extends AnyListFilter> {
  title: string;
  /** The name saved views are kept under; the route's name when not given (one list per route). */
  listId?: string;
  /** Prefix of this list's queries: pages live under [...queryKey, 'page', request], the count under [...queryKey, 'count', params]. */
  queryKey: readonly unknown[];
  fetchPage: (request: ListRequest<S, F>, signal: AbortSignal) => Promise<ListPageData<Row>>;
  /** Shows "N items" above the list and "1–25 of N" in the pager; `capped` when more than `total` match. */
  fetchCount?: (params: ListCountParams<F>, signal: AbortSignal) => Promise<ListCount>;
  countLabel?: (total: number) => string;
  rowKey: (row: Row) => string;
  /** Names a row for screen readers ("Select Red tee"). */
  rowLabel?: (row: Row) => string;
  columns: readonly ListColumn<Row, S>[];
  sorts: readonly SortOption<S>[];
  defaultSort: { sort: S; direction: SortDirection };
  filters?: readonly F[];
  searchPlaceholder?: string;
  bulkActions?: readonly BulkAction[];
  rowActions?: readonly RowAction<Row>[];
  onRowClick?: (row: Row) => void;
  primaryAction?: PrimaryAction;
  secondaryActions?: readonly SecondaryAction[];
  /** Downloads "<title>.csv" of the current filter, search and sort. */
  exportCsv?: (params: ListExportParams<S, F>) => Promise<Blob | string>;
  emptyState: EmptyStateContent;
  /** What the screen shows of its own between the header and the list (a wallet's balance). */
  summary?: ReactNode;
  /**
   * Under "No results" when a search finds nothing in this list: where else it is (an order
   * number typed in Live orders that is in Delivered).
   */
  searchElsewhere?: (search: string) => ReactNode;
  /** One row as a card on a phone. */
  mobileCard: (row: Row) => ReactNode;
  /**
   * 'grid' lays the cards out in columns at every width (a gallery of pictures), instead of a
   * table on a desktop and a card a row on a phone; `columns` then only name the sorts.
   */
  layout?: 'table' | 'grid';
  defaultPageSize?: PageSize;
}
