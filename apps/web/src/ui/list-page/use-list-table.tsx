import { Checkbox, VisuallyHidden } from '@mantine/core';
import {
  type ColumnDef,
  functionalUpdate,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { RowActionsMenu } from './RowActionsMenu';
import type { ClickRowAction, ListColumn } from './types';

export const SELECT_COLUMN = '_select';
export const ACTIONS_COLUMN = '_actions';

interface ListTableInput<Row> {
  rows: Row[];
  columns: readonly ListColumn<Row, string>[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row, index: number) => string;
  selectable: boolean;
  rowActions?: readonly ClickRowAction<Row>[];
  /** Selection belongs to the rows on screen: a new page or filter starts with none. */
  pageKey: string;
}

const stopClick = (event: React.MouseEvent) => event.stopPropagation();

/** The table model behind both layouts: rows by id, and which of them are selected. */
export function useListTable<Row>({
  rows,
  columns,
  rowKey,
  rowLabel,
  selectable,
  rowActions,
  pageKey,
}: ListTableInput<Row>) {
  const [selection, setSelection] = useState<{ pageKey: string; rows: RowSelectionState }>({ pageKey, rows: {} });
  const rowSelection = selection.pageKey === pageKey ? selection.rows : {};

  const defs: ColumnDef<Row>[] = columns.map((column) => ({
    id: column.id,
    header: () => column.header,
    cell: ({ row }) => column.cell(row.original),
  }));
  if (selectable) {
    defs.unshift({
      id: SELECT_COLUMN,
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all rows on this page"
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${rowLabel(row.original, row.index)}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
          onClick={stopClick}
        />
      ),
    });
  }
  if (rowActions?.length) {
    defs.push({
      id: ACTIONS_COLUMN,
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      cell: ({ row }) => (
        <RowActionsMenu row={row.original} actions={rowActions} label={rowLabel(row.original, row.index)} />
      ),
    });
  }

  const table = useReactTable({
    data: rows,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    // Pages come from the server: the table must not reset a page index of its own when rows change
    // (it schedules a state update each time, a render loop while new data keeps arriving).
    manualPagination: true,
    getRowId: (row) => rowKey(row),
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange: (updater) => setSelection({ pageKey, rows: functionalUpdate(updater, rowSelection) }),
  });
  const selectedIds = table.getSelectedRowModel().rows.map((row) => row.id);
  const clearSelection = () => setSelection({ pageKey, rows: {} });
  return { table, selectedIds, clearSelection };
}
