import { Badge, Group, Stack, Text } from '@mantine/core';
import type { WalletEntry, WalletSide } from '@stallfront/shared/wallet';
import { formatMoney } from '@stallfront/shared/rules';
import { momentOf } from '../../ui/dates';
import { dateColumn, type ListColumn, type ListDateFilter } from '../../ui/list-page';
import { textColumn } from '../../ui/list-page/columns';

export type WalletSort = 'created';

export const walletSorts = [{ value: 'created', label: 'Newest', direction: 'desc' }] as const satisfies readonly {
  value: WalletSort;
  label: string;
  direction: 'asc' | 'desc';
}[];

const from: ListDateFilter<'from'> = { key: 'from', label: 'From', type: 'date' };
const to: ListDateFilter<'to'> = { key: 'to', label: 'To', type: 'date' };
/** The store's days, both ends included. */
export const walletFilters = [from, to];

const SIDE_LABEL: Record<WalletSide, string> = {
  wallet: 'Wallet',
  owed: 'Owed',
  pending: 'Pending',
  available: 'Available',
};

/** "+₹120.00" in green for what came in, "−₹50.00" for what went out. */
export function SignedAmount({ row }: { row: WalletEntry }) {
  const text = formatMoney(Math.abs(row.amount), row.currency);
  return (
    <Text size="sm" fw={500} c={row.amount > 0 ? 'teal.8' : 'red.8'} style={{ whiteSpace: 'nowrap' }}>
      {row.amount > 0 ? `+${text}` : `−${text}`}
    </Text>
  );
}

const amountColumn: ListColumn<WalletEntry, WalletSort> = {
  id: 'amount',
  header: 'Amount',
  align: 'right',
  cell: (row) => <SignedAmount row={row} />,
};
const balanceColumn: ListColumn<WalletEntry, WalletSort> = {
  id: 'balance',
  header: 'Balance after',
  align: 'right',
  cell: (row) => formatMoney(row.balance, row.currency),
};

/** The store's rows: a row of its debt (a refund it could not cover, or its repayment) says so. */
export const walletColumns: ListColumn<WalletEntry, WalletSort>[] = [
  dateColumn('created_on', 'Date', { sortKey: 'created', format: momentOf }),
  {
    id: 'memo',
    header: 'Description',
    cell: (row) => (
      <Group gap={6} wrap="nowrap">
        {row.side === 'owed' ? <SideBadge side="owed" /> : null}
        <Text size="sm">{row.memo}</Text>
      </Group>
    ),
  },
  amountColumn,
  balanceColumn,
];

/** A vendor's rows say which side of its wallet they moved. */
export const vendorWalletColumns: ListColumn<WalletEntry, WalletSort>[] = [
  dateColumn('created_on', 'Date', { sortKey: 'created', format: momentOf }),
  { id: 'side', header: 'Side', cell: (row) => <SideBadge side={row.side} /> },
  textColumn('memo', 'Description', (row) => row.memo),
  amountColumn,
  balanceColumn,
];

function SideBadge({ side }: { side: WalletSide }) {
  return (
    <Badge
      variant="light"
      color={side === 'available' ? 'teal' : side === 'pending' ? 'orange' : side === 'owed' ? 'red' : 'blue'}
    >
      {SIDE_LABEL[side]}
    </Badge>
  );
}

/** One row on a phone: what and how much, then when, then (a vendor's) side and the balance after. */
export function WalletEntryCard({ row, showSide = false }: { row: WalletEntry; showSide?: boolean }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" lineClamp={2}>
          {row.memo}
        </Text>
        <SignedAmount row={row} />
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          {showSide || row.side === 'owed' ? <SideBadge side={row.side} /> : null}
          <Text size="xs" c="dimmed">
            {momentOf(row.created_on)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Balance {formatMoney(row.balance, row.currency)}
        </Text>
      </Group>
    </Stack>
  );
}
