import { Group, Stack, Text } from '@mantine/core';
import type { AbandonedCartItem } from '@stallfront/shared/carts';
import { dayOf, momentOf } from '../../ui/dates';
import { dateColumn, type ListColumn, StatusBadge, type StatusLook } from '../../ui/list-page';
import { contactColumn, moneyColumn, moneyOf, textColumn } from '../../ui/list-page/columns';
import type { AbandonedSort } from './abandoned-list';

const itemsOf = (row: AbandonedCartItem) =>
  `${row.item_count} item${row.item_count === 1 ? '' : 's'}: ${row.items.join(', ')}`;

const RECOVERY_LOOK: StatusLook<'recovered' | 'waiting'> = {
  labels: { recovered: 'Recovered', waiting: 'Not recovered' },
  colors: { recovered: 'teal', waiting: 'gray' },
};

export const RecoveryBadge = ({ row }: { row: AbandonedCartItem }) => (
  <StatusBadge status={row.recovered_on ? 'recovered' : 'waiting'} look={RECOVERY_LOOK} />
);

export function ReminderText({ row }: { row: AbandonedCartItem }) {
  if (!row.reminded_on)
    return (
      <Text size="sm" c="dimmed">
        Not reminded
      </Text>
    );
  return (
    <Text size="sm">
      {row.reminders === 1 ? 'Reminded' : `Reminded ${row.reminders}×`}, {dayOf(row.reminded_on)}
    </Text>
  );
}

export const abandonedColumns = (who: string): ListColumn<AbandonedCartItem, AbandonedSort>[] => [
  contactColumn('who', who, (row) => ({ name: row.customer_name, contact: row.email ?? '—' })),
  textColumn('items', 'Items', itemsOf),
  moneyColumn('value', 'Value'),
  dateColumn('abandoned_on', 'Left', { sortKey: 'abandoned', format: momentOf }),
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
        <Text fw={600}>{moneyOf(row, 'value')}</Text>
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
