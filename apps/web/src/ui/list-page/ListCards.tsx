import { Card, Checkbox, Group, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import type { Row as RowModel, Table as TableModel } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { RowActionsMenu } from './RowActionsMenu';
import type { ClickRowAction } from './types';

interface ListCardsProps<Row> {
  title: string;
  table: TableModel<Row>;
  mobileCard: (row: Row) => ReactNode;
  rowLabel: (row: Row, index: number) => string;
  selectable: boolean;
  rowActions?: readonly ClickRowAction<Row>[];
  onRowClick?: (row: Row) => void;
  stale: boolean;
  /** Columns of cards (two on a phone, up to five on a desktop), each with its checkbox and actions under it. */
  grid?: boolean;
}

type CardProps<Row> = Omit<ListCardsProps<Row>, 'title' | 'table' | 'stale'> & { row: RowModel<Row> };

/** One row as a card: its checkbox, its content (a button when rows open), its actions. */
function RowCard<Row>({ row, mobileCard, rowLabel, selectable, rowActions, onRowClick, grid }: CardProps<Row>) {
  const label = rowLabel(row.original, row.index);
  const checkbox = selectable && (
    <Checkbox
      mt={grid ? 0 : 2}
      aria-label={`Select ${label}`}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
  const flex = grid ? undefined : { flex: 1, minWidth: 0 };
  const content = onRowClick ? (
    <UnstyledButton style={flex} onClick={() => onRowClick(row.original)} aria-label={grid ? label : undefined}>
      {mobileCard(row.original)}
    </UnstyledButton>
  ) : (
    <div style={flex}>{mobileCard(row.original)}</div>
  );
  const actions = rowActions && <RowActionsMenu row={row.original} actions={rowActions} label={label} />;
  return (
    <Card
      component="li"
      withBorder
      padding={grid ? 'xs' : 'sm'}
      bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
    >
      {grid ? (
        <>
          {content}
          <Group justify="space-between" mt="xs" wrap="nowrap">
            {checkbox || <span />}
            {actions}
          </Group>
        </>
      ) : (
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {checkbox}
          {content}
          {actions}
        </Group>
      )}
    </Card>
  );
}

/** The phone layout: one card a row, each with its own checkbox and actions; or a grid of them. */
export function ListCards<Row>({ title, table, stale, grid = false, ...card }: ListCardsProps<Row>) {
  const listProps = {
    component: 'ul',
    'aria-label': title,
    'aria-busy': stale,
    opacity: stale ? 0.6 : 1,
    p: 0,
    m: 0,
    style: { listStyle: 'none' },
  } as const;
  const cards = table.getRowModel().rows.map((row) => <RowCard key={row.id} row={row} grid={grid} {...card} />);
  return grid ? (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 5 }} spacing="sm" {...listProps}>
      {cards}
    </SimpleGrid>
  ) : (
    <Stack gap="sm" {...listProps}>
      {cards}
    </Stack>
  );
}
