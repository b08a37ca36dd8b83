import { Badge, Group, Stack, Text } from '@mantine/core';
import type { QuoteStatus, QuoteSummary } from '@stallfront/shared/requests';
import { countOf, formatMoney } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { CellText, type ListColumn } from '../../ui/list-page';

export type QuoteSort = 'created' | 'number';

export const quoteSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'number', label: 'Quote number', direction: 'desc' },
] as const satisfies readonly { value: QuoteSort; label: string; direction: 'asc' | 'desc' }[];

const STATUS: Record<QuoteStatus, { label: string; color: string }> = {
  live: { label: 'Awaiting reply', color: 'yellow' },
  replied: { label: 'Replied', color: 'blue' },
  confirmed: { label: 'Confirmed', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export const QuoteStatusBadge = ({ status }: { status: QuoteStatus }) => (
  <Badge color={STATUS[status].color} variant="light">
    {STATUS[status].label}
  </Badge>
);

export const quoteDate = dayOf;
const totalOf = (row: QuoteSummary) => formatMoney(row.total, row.currency);

export const quoteColumns: ListColumn<QuoteSummary, QuoteSort>[] = [
  { id: 'number', header: 'Quote', sortKey: 'number', cell: (row) => <Text fw={500}>#{row.number}</Text> },
  {
    id: 'customer',
    header: 'Customer',
    grow: true,
    cell: (row) => (
      <CellText size="sm">{`${row.name} · ${row.email}${row.company ? ` · ${row.company}` : ''}`}</CellText>
    ),
  },
  { id: 'lines', header: 'Items', cell: (row) => countOf(row.line_count, 'line') },
  { id: 'total', header: 'Total', align: 'right', cell: totalOf },
  { id: 'status', header: 'Status', cell: (row) => <QuoteStatusBadge status={row.status} /> },
  { id: 'valid', header: 'Valid until', cell: (row) => row.valid_until ?? '—' },
  { id: 'created', header: 'Requested', sortKey: 'created', cell: (row) => quoteDate(row.created_on) },
];

/** One quote as a card on a phone. */
export function QuoteCard({ row }: { row: QuoteSummary }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>#{row.number}</Text>
        <Text fw={500}>{totalOf(row)}</Text>
      </Group>
      <Text size="sm" lineClamp={1}>
        {row.name}
        {row.company ? ` · ${row.company}` : ''}
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <QuoteStatusBadge status={row.status} />
        <Text size="xs" c="dimmed">
          {countOf(row.line_count, 'line')} · {quoteDate(row.created_on)}
        </Text>
      </Group>
    </Stack>
  );
}
