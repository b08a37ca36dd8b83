import { Code, Group, Stack, Text } from '@mantine/core';
import {
  GIFT_CARD_SOURCES,
  GIFT_CARD_STATES,
  type GiftCardBookItem,
  type GiftCardSource,
  type GiftCardState,
} from '@stallfront/shared/gift-cards';
import { calendarDayOf, dayOf } from '../../ui/dates';
import { dateColumn, type ListColumn, type ListFilter, StatusBadge, type StatusLook } from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { moneyColumn, moneyOf, statusColumn, textColumn } from '../../ui/list-page/columns';

export type GiftCardBookSort = 'created' | 'amount';

export const giftCardBookSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'amount', label: 'Highest amount', direction: 'desc' },
] as const satisfies readonly { value: GiftCardBookSort; label: string; direction: 'asc' | 'desc' }[];

const STATE_LABEL: Record<GiftCardState, string> = {
  active: 'Active',
  used: 'Used',
  expired: 'Expired',
  disabled: 'Disabled',
};

export const STATE_LOOK: StatusLook<GiftCardState> = {
  labels: STATE_LABEL,
  colors: { active: 'teal', used: 'gray', expired: 'orange', disabled: 'red' },
};

export const SOURCE_LABEL: Record<GiftCardSource, string> = { shop: 'Sold in the shop', issued: 'Issued by you' };

export const giftCardBookFilters: (ListFilter<'state', GiftCardState> | ListFilter<'source', GiftCardSource>)[] = [
  {
    key: 'state',
    label: 'Status',
    type: 'select',
    options: GIFT_CARD_STATES.map((value) => ({ value, label: STATE_LABEL[value] })),
  },
  {
    key: 'source',
    label: 'Source',
    type: 'select',
    options: GIFT_CARD_SOURCES.map((value) => ({ value, label: SOURCE_LABEL[value] })),
  },
];

/** "Never" or the card's last day: "Nov 24, 2027". */
export const expiryOf = (row: Pick<GiftCardBookItem, 'expires_on'>) =>
  row.expires_on ? calendarDayOf(row.expires_on) : 'Never';

const recipientOf = (row: GiftCardBookItem) => joinDetails(row.recipient_name, row.recipient_email);

/** What is left, beside what it started with once some is spent: "₹30.00 of ₹50.00". */
export function CardBalance({ row }: { row: GiftCardBookItem }) {
  return (
    <Text size="sm" fw={500} c={row.balance === 0 ? 'dimmed' : undefined}>
      {row.balance === row.amount ? moneyOf(row, 'balance') : `${moneyOf(row, 'balance')} of ${moneyOf(row, 'amount')}`}
    </Text>
  );
}

export const giftCardBookColumns: ListColumn<GiftCardBookItem, GiftCardBookSort>[] = [
  { id: 'code', header: 'Code', cell: (row) => <Code>{row.code_hint}</Code> },
  { id: 'balance', header: 'Balance', cell: (row) => <CardBalance row={row} /> },
  moneyColumn('amount', 'Amount', { sortKey: 'amount' }),
  textColumn('recipient', 'For', recipientOf),
  { id: 'source', header: 'Source', cell: (row) => (row.source === 'issued' ? 'Issued' : 'Sold') },
  statusColumn('state', 'Status', STATE_LOOK),
  { id: 'expires', header: 'Expires', cell: expiryOf },
  dateColumn('created_on', 'Created', { sortKey: 'created' }),
];

/** One card on a phone. */
export function GiftCardBookCard({ row }: { row: GiftCardBookItem }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Code>{row.code_hint}</Code>
        <CardBalance row={row} />
      </Group>
      <Text size="sm" lineClamp={1}>
        For {recipientOf(row)}
      </Text>
      <Text size="xs" c="dimmed">
        {SOURCE_LABEL[row.source]} · {dayOf(row.created_on)} · Expires {expiryOf(row)}
      </Text>
      <StatusBadge status={row.state} look={STATE_LOOK} />
    </Stack>
  );
}
