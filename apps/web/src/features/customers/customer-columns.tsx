import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CustomerSort, CustomerSummary } from '@stallfront/shared/customers';
import { countOf } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import type { ListColumn, SortOption } from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { contactColumn, moneyColumn, moneyOf } from '../../ui/list-page/columns';

export function TagBadges({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color="grape" size="sm" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/** The newest counted order's day, or a dash: none, or only cancelled ones. */
const lastOrder = (row: CustomerSummary) => (row.last_order_on ? dayOf(row.last_order_on) : '—');

export const customerColumns: ListColumn<CustomerSummary, CustomerSort>[] = [
  contactColumn('name', 'Customer', (row) => ({ name: row.name, contact: row.email }), { grow: true }),
  { id: 'orders', header: 'Orders', sortKey: 'orders', align: 'right', cell: (row) => row.orders_count },
  moneyColumn('total_spent', 'Spent', { sortKey: 'spend' }),
  { id: 'last_order', header: 'Last order', cell: lastOrder },
  { id: 'tags', header: 'Tags', cell: (row) => <TagBadges tags={row.tags} /> },
];

export const customerSorts: readonly SortOption<CustomerSort>[] = [
  { value: 'created', label: 'Date joined', direction: 'desc' },
  { value: 'orders', label: 'Orders', direction: 'desc' },
  { value: 'spend', label: 'Spent', direction: 'desc' },
  { value: 'name', label: 'Name' },
];

/** One customer as a card on a phone. */
export function CustomerCard({ row }: { row: CustomerSummary }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} lineClamp={1}>
          {row.name}
        </Text>
        <Text fw={500}>{moneyOf(row, 'total_spent')}</Text>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {joinDetails(row.email, row.phone)}
      </Text>
      <Text size="xs" c="dimmed">
        {joinDetails(countOf(row.orders_count, 'order'), row.last_order_on && `last: ${lastOrder(row)}`)}
      </Text>
      <TagBadges tags={row.tags} />
    </Stack>
  );
}
