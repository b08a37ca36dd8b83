import { Group, Stack, Text } from '@mantine/core';
import {
  PAYOUT_STATUSES,
  type PayoutItem,
  type PayoutStatus,
  type SettlementLineItem,
  type StatementItem,
} from '@stallfront/shared/settlement';
import { countOf } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { dateColumn, type ListColumn, type ListFilter, StatusBadge, type StatusLook } from '../../ui/list-page';
import { moneyColumn, moneyOf, statusColumn, textColumn } from '../../ui/list-page/columns';

type StatementPayout = StatementItem['payout_status'];

export const STATEMENT_PAYOUT_LOOK: StatusLook<StatementPayout> = {
  labels: { unpaid: 'Not paid out', pending: 'Payout pending', paid: 'Paid out', failed: 'Payout failed' },
  colors: { unpaid: 'gray', pending: 'yellow', paid: 'teal', failed: 'red' },
};

const PAYOUT_LABEL: Record<PayoutStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };
export const PAYOUT_LOOK: StatusLook<PayoutStatus> = {
  labels: PAYOUT_LABEL,
  colors: { pending: 'yellow', paid: 'teal', failed: 'red' },
};

/** "Nov 23 – Nov 30, 2026": a statement's period. */
export const periodOf = (row: Pick<StatementItem, 'period_start' | 'period_end'>) =>
  `${dayOf(row.period_start)} – ${dayOf(row.period_end)}`;

export const statementSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'net', label: 'Highest net', direction: 'desc' },
] as const;

export const statementColumns: ListColumn<StatementItem, 'created' | 'net'>[] = [
  { id: 'vendor', header: 'Vendor', cell: (row) => row.vendor_name },
  textColumn('period', 'Period', (row) => `${periodOf(row)} · ${countOf(row.line_count, 'line')}`),
  moneyColumn('total', 'Sales'),
  moneyColumn('commission', 'Commission'),
  moneyColumn('fee', 'Fee'),
  moneyColumn('net', 'Net', { sortKey: 'net', strong: true }),
  statusColumn('payout_status', 'Payout', STATEMENT_PAYOUT_LOOK),
  dateColumn('created_on', 'Closed', { sortKey: 'created' }),
];

export function StatementCard({ row }: { row: StatementItem }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} lineClamp={1}>
          {row.vendor_name}
        </Text>
        <Text fw={600}>{moneyOf(row, 'net')}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {periodOf(row)} · {countOf(row.line_count, 'line')} · commission {moneyOf(row, 'commission')} · fee{' '}
        {moneyOf(row, 'fee')}
      </Text>
      <StatusBadge status={row.payout_status} look={STATEMENT_PAYOUT_LOOK} />
    </Stack>
  );
}

export const lineColumns: ListColumn<SettlementLineItem, 'created'>[] = [
  { id: 'order', header: 'Order', cell: (row) => `#${row.order_number}` },
  textColumn('name', 'Item', (row) => (row.event === 'reversal' ? `${row.name} (refunded)` : row.name)),
  { id: 'vendor', header: 'Vendor', cell: (row) => row.vendor_name },
  moneyColumn('total', 'Total'),
  moneyColumn('commission', 'Commission'),
  moneyColumn('fee', 'Fee'),
  moneyColumn('net', 'Net', { strong: true }),
  dateColumn('created_on', 'Paid', { sortKey: 'created' }),
];

export function LineCard({ row }: { row: SettlementLineItem }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} lineClamp={1}>
          #{row.order_number} {row.name}
          {row.event === 'reversal' ? ' (refunded)' : ''}
        </Text>
        <Text fw={600}>{moneyOf(row, 'net')}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {row.vendor_name} · total {moneyOf(row, 'total')} · commission {moneyOf(row, 'commission')} · fee{' '}
        {moneyOf(row, 'fee')}
      </Text>
    </Stack>
  );
}

export const payoutFilters: ListFilter<'status', PayoutStatus>[] = [
  {
    key: 'status',
    label: 'Status',
    type: 'select',
    options: PAYOUT_STATUSES.map((value) => ({ value, label: PAYOUT_LABEL[value] })),
  },
];

export const payoutSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'amount', label: 'Highest amount', direction: 'desc' },
] as const;

/** What each payout method is called on screen. */
export const PAYOUT_METHOD_LABELS: Record<PayoutItem['method'], string> = {
  bank_transfer: 'Bank transfer',
  stripe_transfer: 'Stripe transfer',
};

export const payoutColumns: ListColumn<PayoutItem, 'created' | 'amount'>[] = [
  textColumn('vendor', 'Vendor', (row) => row.vendor_name),
  moneyColumn('amount', 'Amount', { sortKey: 'amount', strong: true }),
  { id: 'reference', header: 'Reference', cell: (row) => row.reference },
  { id: 'method', header: 'Method', cell: (row) => PAYOUT_METHOD_LABELS[row.method] },
  statusColumn('status', 'Status', PAYOUT_LOOK),
  { id: 'attempts', header: 'Tries', cell: (row) => String(row.attempts) },
  dateColumn('created_on', 'Created', { sortKey: 'created' }),
];

export function PayoutCard({ row }: { row: PayoutItem }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} lineClamp={1}>
          {row.vendor_name}
        </Text>
        <Text fw={600}>{moneyOf(row, 'amount')}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {PAYOUT_METHOD_LABELS[row.method]} {row.reference} · {dayOf(row.created_on)}
        {row.note ? ` · ${row.note}` : ''}
      </Text>
      <StatusBadge status={row.status} look={PAYOUT_LOOK} />
    </Stack>
  );
}
