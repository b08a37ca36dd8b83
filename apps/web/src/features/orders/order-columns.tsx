import { Group, Stack, Text } from '@mantine/core';
import type { OrderSort, OrderSummary } from '@stallfront/shared/orders';
import { countOf } from '@stallfront/shared/rules';
import { dateColumn, type ListColumn } from '../../ui/list-page';
import { contactColumn, moneyColumn, moneyOf } from '../../ui/list-page/columns';
import { PAYMENT_METHOD_LABEL, PaymentBadge, placedOn, StageBadge } from './order-labels';

export const orderColumns: ListColumn<OrderSummary, OrderSort>[] = [
  {
    id: 'number',
    header: 'Order',
    sortKey: 'number',
    cell: (row) => (
      <Text size="sm" fw={600} ff="monospace">
        {row.display_number}
      </Text>
    ),
  },
  contactColumn('customer', 'Customer', (row) => ({ name: row.customer_name, contact: row.email })),
  dateColumn('created_on', 'Placed', { sortKey: 'created', format: placedOn }),
  { id: 'items', header: 'Items', align: 'right', cell: (row) => row.item_count },
  moneyColumn('total', 'Total', { sortKey: 'total' }),
  {
    id: 'payment',
    header: 'Payment',
    cell: (row) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{PAYMENT_METHOD_LABEL[row.payment_method]}</Text>
        <PaymentBadge status={row.payment_status} />
      </Group>
    ),
  },
  { id: 'stage', header: 'Stage', cell: (row) => <StageBadge order={row} /> },
];

export const orderSorts = [
  { value: 'created', label: 'Newest first', direction: 'desc' },
  { value: 'number', label: 'Order number', direction: 'desc' },
  { value: 'total', label: 'Total, highest first', direction: 'desc' },
] as const satisfies readonly { value: OrderSort; label: string; direction: 'asc' | 'desc' }[];

/** One order as a card on a phone. */
export function OrderCard({ row }: { row: OrderSummary }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} ff="monospace">
          {row.display_number}
        </Text>
        <Text fw={600}>{moneyOf(row, 'total')}</Text>
      </Group>
      <Text size="sm" fw={500} lineClamp={1}>
        {row.customer_name}
      </Text>
      <Text size="xs" c="dimmed">
        {placedOn(row.created_on)} · {countOf(row.item_count, 'item')}
      </Text>
      <Group gap="xs">
        <StageBadge order={row} />
        <PaymentBadge status={row.payment_status} />
      </Group>
    </Stack>
  );
}
