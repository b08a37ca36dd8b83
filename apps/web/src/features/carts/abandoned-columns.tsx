import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AbandonedCartItem } from '@stallfront/shared/carts';
import { formatMoney } from '@stallfront/shared/rules';
import { momentOf } from '../../ui/dates';
import { CellText, type ListColumn } from '../../ui/list-page';
import type { AbandonedSort } from './abandoned-list';

const itemsOf = (row: AbandonedCartItem) =>
  `${row.item_count} item${row.item_count === 1 ? '' : 's'}: ${row.items.join(', ')}`;

export function RecoveryBadge({ row }: { row: AbandonedCartItem }) {
  return row.recovered_on ? (
    <Badge color="teal" variant="light">
      Recovered
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Not recovered
    </Badge>
  );
}

export function ReminderText({ row }: { row: AbandonedCartItem }) {
  if (!row.reminded_on)
    return (
      <Text size="sm" c="dimmed">
        Not reminded
      </Text>
    );
  return (
    <Text size="sm">
      {row.reminders === 1 ? 'Reminded' : `Reminded ${row.reminders}×`},{' '}
      {new Date(row.reminded_on).toLocaleDateString('en-US', { dateStyle: 'medium' })}
    </Text>
  );
}

export const abandonedColumns = (who: string): ListColumn<AbandonedCartItem, AbandonedSort>[] => [
  {
    id: 'who',
    header: who,
    grow: true,
    cell: (row) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        {row.customer_name && (
          <CellText size="sm" fw={500}>
            {row.customer_name}
          </CellText>
        )}
        <CellText size="sm" c={row.customer_name ? 'dimmed' : undefined}>
          {row.email ?? '—'}
        </CellText>
      </Stack>
    ),
  },
  { id: 'items', header: 'Items', grow: true, cell: (row) => <CellText size="sm">{itemsOf(row)}</CellText> },
  { id: 'value', header: 'Value', align: 'right', cell: (row) => formatMoney(row.value, row.currency) },
  { id: 'abandoned', header: 'Left', sortKey: 'abandoned', cell: (row) => momentOf(row.abandoned_on) },
  { id: 'reminder', header: 'Reminder', cell: (row) => <ReminderText row={row} /> },
  { id: 'recovery', header: 'Recovery', cell: (row) => <RecoveryBadge row={row} /> },
];

/** One abandoned cart as a card on a phone. */
export function AbandonedCard({ row }: { row: AbandonedCartItem }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={500} lineClamp={1}>
          {row.customer_name ?? row.email ?? '—'}
        </Text>
        <Text fw={600}>{formatMoney(row.value, row.currency)}</Text>
      </Group>
      <Text size="sm" lineClamp={2}>
        {itemsOf(row)}
      </Text>
      <Text size="xs" c="dimmed">
        Left {momentOf(row.abandoned_on)}
      </Text>
      <Group gap="xs" justify="space-between">
        <RecoveryBadge row={row} />
        <ReminderText row={row} />
      </Group>
    </Stack>
  );
}
