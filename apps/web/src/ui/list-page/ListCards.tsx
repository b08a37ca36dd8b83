import { Card, Checkbox, Group, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import type { Table as TableModel } from '@tanstack/react-table';
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

/** The phone layout: one card a row, each with its own checkbox and actions; or a grid of them. */
export function ListCards<Row>({
  title,
  table,
  mobileCard,
  rowLabel,
  selectable,
  rowActions,
  onRowClick,
  stale,
  grid = false,
}: ListCardsProps<Row>) {
  const listProps = {
    component: 'ul',
    'aria-label': title,
    'aria-busy': stale,
    opacity: stale ? 0.6 : 1,
    p: 0,
    m: 0,
    style: { listStyle: 'none' },
  } as const;
  if (grid) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 5 }} spacing="sm" {...listProps}>
        {table.getRowModel().rows.map((row) => {
          const label = rowLabel(row.original, row.index);
          const content = mobileCard(row.original);
          return (
            <Card
              component="li"
              key={row.id}
              withBorder
              padding="xs"
              bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {onRowClick ? (
                <UnstyledButton onClick={() => onRowClick(row.original)} aria-label={label}>
                  {content}
                </UnstyledButton>
              ) : (
                content
              )}
              <Group justify="space-between" mt="xs" wrap="nowrap">
                {selectable ? (
                  <Checkbox
                    aria-label={`Select ${label}`}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                ) : (
                  <span />
                )}
                {rowActions && <RowActionsMenu row={row.original} actions={rowActions} label={label} />}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" {...listProps}>
      {table.getRowModel().rows.map((row) => {
        const label = rowLabel(row.original, row.index);
        const content = mobileCard(row.original);
        return (
          <Card
            component="li"
            key={row.id}
            withBorder
            padding="sm"
            bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              {selectable && (
                <Checkbox
                  mt={2}
                  aria-label={`Select ${label}`}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              )}
              {onRowClick ? (
                <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onRowClick(row.original)}>
                  {content}
                </UnstyledButton>
              ) : (
                <div style={{ flex: 1, minWidth: 0 }}>{content}</div>
              )}
              {rowActions && <RowActionsMenu row={row.original} actions={rowActions} label={label} />}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
