import { Code, Group, Stack, Text } from '@mantine/core';
import type { GiftCardListItem, GiftCardStatus } from '@stallfront/shared/gift-cards';
import { dayOf } from '../../ui/dates';
import { dateColumn, type ListColumn, StatusBadge, type StatusLook } from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { moneyColumn, moneyOf, statusColumn, textColumn } from '../../ui/list-page/columns';
import { type GiftCardSort, STATUS_LABEL } from './gift-card-list';

const STATUS_LOOK: StatusLook<GiftCardStatus> = {
  labels: STATUS_LABEL,
  colors: { active: 'teal', pending: 'yellow', failed: 'red' },
};

const recipientOf = (row: GiftCardListItem) => joinDetails(row.recipient_name, row.recipient_email);

/** The balance beside what was bought: "₹30.00 of ₹50.00" once some is spent. */
function Balance({ row }: { row: GiftCardListItem }) {
  if (row.status !== 'active')
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm" fw={500} c={row.balance === 0 ? 'dimmed' : undefined}>
      {row.balance === row.amount ? moneyOf(row, 'balance') : `${moneyOf(row, 'balance')} of ${moneyOf(row, 'amount')}`}
    </Text>
  );
}

export const giftCardColumns: ListColumn<GiftCardListItem, GiftCardSort>[] = [
  { id: 'code', header: 'Code', cell: (row) => <Code>{row.code}</Code> },
  moneyColumn('amount', 'Amount', { sortKey: 'amount' }),
  { id: 'balance', header: 'Balance', cell: (row) => <Balance row={row} /> },
  textColumn('buyer', 'Bought by', (row) => row.buyer_name),
  textColumn('recipient', 'For', recipientOf),
  statusColumn('status', 'Status', STATUS_LOOK),
  dateColumn('created_on', 'Date', { sortKey: 'created' }),
];

/** One gift card as a card on a phone. */
export function GiftCardCard({ row }: { row: GiftCardListItem }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Code>{row.code}</Code>
        <Text fw={600}>{moneyOf(row, 'amount')}</Text>
      </Group>
      <Text size="sm" lineClamp={1}>
        For {recipientOf(row)}
      </Text>
      <Text size="xs" c="dimmed">
        From {row.buyer_name} · {dayOf(row.created_on)}
      </Text>
      <Group gap="xs" justify="space-between">
        <StatusBadge status={row.status} look={STATUS_LOOK} />
        <Balance row={row} />
      </Group>
    </Stack>
  );
}
