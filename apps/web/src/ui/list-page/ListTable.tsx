import type { ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { Table as TableModel } from '@tanstack/react-table';
import type { SortDirection } from '@stallfront/shared/list';
import type { ListColumn } from './types';
import { ACTIONS_COLUMN, SELECT_COLUMN } from './use-list-table';

interface ListTableProps<Row, S extends string> {
  title: string;
  table: TableModel<Row>;
  columns: readonly ListColumn<Row, S>[];
  sort: { sort: S; direction: SortDirection };
  onSort: (key: S) => void;
  onRowClick?: (row: Row) => void;
  /** Older rows are on screen while the next ones load. */
  stale: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A header or cell drawn by calling its function, not mounted as a component (flexRender's way):
 * the column definitions are made anew on every render, and a new component type each time
 * would remount every cell, closing an open row menu whenever anything above re-renders.
 */
function drawn<C>(render: ((context: C) => ReactNode) | ReactNode | undefined, context: C): ReactNode {
  return typeof render === 'function' ? (render as (context: C) => ReactNode)(context) : render;
}

/** Compact rows: a 32 px thumbnail, badge or checkbox plus this padding stays within 44 px. */
const ROW_PADDING = 6;

/**
 * Width and wrapping of one column's cells: growing columns share what the others leave, their
 * content cut; the others fit their content.
 */
const cellStyle = (column: { grow?: boolean } | undefined, growing: number) =>
  column?.grow ? { width: `${100 / growing}%`, maxWidth: 0 } : { whiteSpace: 'nowrap' as const };

/**
 * The desktop layout: a table in the page's own scroll, its header held under the app's header
 * while the rows scroll by.
 */
export function ListTable<Row, S extends string>({
  title,
  table,
  columns,
  sort,
  onSort,
  onRowClick,
  stale,
}: ListTableProps<Row, S>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const growing = columns.filter((column) => column.grow).length;
  return (
    <Table
      stickyHeader
      stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
      highlightOnHover
      verticalSpacing={ROW_PADDING}
      aria-label={title}
      aria-busy={stale}
      opacity={stale ? 0.6 : 1}
    >
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => {
              const column = byId.get(header.column.id);
              const sortKey = column?.sortKey;
              const active = sortKey !== undefined && sortKey === sort.sort;
              const isControl = header.column.id === SELECT_COLUMN || header.column.id === ACTIONS_COLUMN;
              return (
                <Table.Th
                  key={header.id}
                  w={isControl ? 40 : column?.width}
                  ta={column?.align}
                  style={cellStyle(column, growing)}
                  aria-sort={sortKey === undefined ? undefined : active ? ARIA_SORT[sort.direction] : 'none'}
                >
                  {sortKey === undefined ? (
                    drawn(header.column.columnDef.header, header.getContext())
                  ) : (
                    <UnstyledButton onClick={() => onSort(sortKey)} fw={600} fz="sm">
                      <Group gap={4} wrap="nowrap">
                        {column?.header}
                        {!active ? (
                          <IconSelector size={14} />
                        ) : sort.direction === 'asc' ? (
                          <IconArrowUp size={14} />
                        ) : (
                          <IconArrowDown size={14} />
                        )}
                      </Group>
                    </UnstyledButton>
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Thead>
      <Table.Tbody>
        {table.getRowModel().rows.map((row) => (
          <Table.Tr
            key={row.id}
            bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
            style={onRowClick ? { cursor: 'pointer' } : undefined}
            onClick={onRowClick ? () => onRowClick(row.original) : undefined}
            // Reachable by keyboard too; Enter on a checkbox or menu inside the row stays theirs.
            tabIndex={onRowClick ? 0 : undefined}
            onKeyDown={(event) => {
              if (onRowClick && event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row.original);
            }}
          >
            {row.getVisibleCells().map((cell) => (
              <Table.Td
                key={cell.id}
                ta={byId.get(cell.column.id)?.align}
                style={cellStyle(byId.get(cell.column.id), growing)}
              >
                {byId.get(cell.column.id)?.grow ? (
                  drawn(cell.column.columnDef.cell, cell.getContext())
                ) : (
                  // Whole width, always: a badge's label would otherwise shrink to "ACTI…" when space is short.
                  <span style={{ display: 'inline-block', width: 'max-content', verticalAlign: 'middle' }}>
                    {drawn(cell.column.columnDef.cell, cell.getContext())}
                  </span>
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
