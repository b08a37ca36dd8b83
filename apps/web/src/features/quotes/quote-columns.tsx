import { Group, Stack, Text } from '@mantine/core';
import type { QuoteStatus, QuoteSummary } from '@stallfront/shared/requests';
import { countOf } from '@stallfront/shared/rules';
import { calendarDayOf, dayOf } from '../../ui/dates';
import { dateColumn, type ListColumn, StatusBadge, type StatusLook } from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { moneyColumn, moneyOf, statusColumn, textColumn } from '../../ui/list-page/columns';

export type QuoteSort = 'created' | 'number';

export const quoteSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'number', label: 'Quote number', direction: 'desc' },
] as const satisfies readonly { value: QuoteSort; label: string; direction: 'asc' | 'desc' }[];

const STATUS_LOOK: StatusLook<QuoteStatus> = {
  labels: { live: 'Awaiting reply', replied: 'Replied', confirmed: 'Confirmed', cancelled: 'Cancelled' },
  colors: { live: 'yellow', replied: 'blue', confirmed: 'teal', cancelled: 'gray' },
};

export const QuoteStatusBadge = ({ status }: { status: QuoteStatus }) => (
  <StatusBadge status={status} look={STATUS_LOOK} />
);

export const quoteDate = dayOf;

export const quoteColumns: ListColumn<QuoteSummary, QuoteSort>[] = [
  { id: 'number', header: 'Quote', sortKey: 'number', cell: (row) => <Text fw={500}>#{row.number}</Text> },
  textColumn('customer', 'Customer', (row) => joinDetails(row.name, row.email, row.company)),
  { id: 'lines', header: 'Items', cell: (row) => countOf(row.line_count, 'line') },
  moneyColumn('total', 'Total'),
  statusColumn('status', 'Status', STATUS_LOOK),
  { id: 'valid', header: 'Valid until', cell: (row) => (row.valid_until ? calendarDayOf(row.valid_until) : '—') },
  dateColumn('created_on', 'Requested', { sortKey: 'created' }),
];

/** One quote as a card on a phone. */
export function QuoteCard({ row }: { row: QuoteSummary }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>#{row.number}</Text>
        <Text fw={500}>{moneyOf(row, 'total')}</Text>
      </Group>
      <Text size="sm" lineClamp={1}>
        {joinDetails(row.name, row.company)}
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
