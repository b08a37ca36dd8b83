import { Group, Stack, Text } from '@mantine/core';
import { type Dealer, shareLabel } from '@stallfront/shared/admin-community';
import { countOf, formatMoney } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { dateColumn, type ListColumn } from '../../ui/list-page';
import { twoLineColumn } from '../../ui/list-page/columns';

/** "$12.99 · ₹300.00", or "Nothing yet". */
export const earningsOf = (dealer: Dealer) =>
  dealer.earnings.map((e) => formatMoney(e.amount, e.currency)).join(' · ') || 'Nothing yet';

export const dealerColumns: ListColumn<Dealer, 'created' | 'name'>[] = [
  {
    ...twoLineColumn<Dealer>('name', 'Dealer', (row) => ({ primary: row.name, secondary: row.email })),
    sortKey: 'name',
  },
  { id: 'code', header: 'Code', cell: (row) => <Text ff="monospace">{row.code}</Text> },
  { id: 'share', header: 'Share', align: 'right', cell: (row) => shareLabel(row.share_bps) },
  { id: 'stores', header: 'Stores', align: 'right', cell: (row) => row.store_count },
  { id: 'earnings', header: 'Earned', align: 'right', cell: earningsOf },
  dateColumn('created_on', 'Added', { sortKey: 'created' }),
];

export function DealerCard({ row }: { row: Dealer }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate style={{ minWidth: 0 }}>
          {row.name}
        </Text>
        <Text ff="monospace" size="sm" style={{ flexShrink: 0 }}>
          {row.code}
        </Text>
      </Group>
      <Text size="sm">
        {countOf(row.store_count, 'store')} · {shareLabel(row.share_bps)} · {earningsOf(row)}
      </Text>
      <Text size="xs" c="dimmed">
        {row.email} · added {dayOf(row.created_on)}
      </Text>
    </Stack>
  );
}
