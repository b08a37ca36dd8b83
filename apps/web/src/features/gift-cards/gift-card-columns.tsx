import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { GiftCardListItem, GiftCardStatus } from '@stallfront/shared/gift-cards';
import { formatMoney } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { CellText, type ListColumn } from '../../ui/list-page';
import { type GiftCardSort, STATUS_LABEL } from './gift-card-list';

const STATUS_COLOR: Record<GiftCardStatus, string> = { active: 'teal', pending: 'yellow', failed: 'red' };

const StatusBadge = ({ status }: { status: GiftCardStatus }) => (
  <Badge color={STATUS_COLOR[status]} variant="light">
    {STATUS_LABEL[status]}
  </Badge>
);

const money = (row: GiftCardListItem, minor: number) => formatMoney(minor, row.currency);
const dateOf = (row: GiftCardListItem) => dayOf(row.created_on);
const recipientOf = (row: GiftCardListItem) =>
  row.recipient_name ? `${row.recipient_name} · ${row.recipient_email}` : row.recipient_email;

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
      {row.balance === row.amount ? money(row, row.balance) : `${money(row, row.balance)} of ${money(row, row.amount)}`}
    </Text>
  );
}

export const giftCardColumns: ListColumn<GiftCardListItem, GiftCardSort>[] = [
  { id: 'code', header: 'Code', cell: (row) => <Code>{row.code}</Code> },
  { id: 'amount', header: 'Amount', sortKey: 'amount', align: 'right', cell: (row) => money(row, row.amount) },
  { id: 'balance', header: 'Balance', cell: (row) => <Balance row={row} /> },
  { id: 'buyer', header: 'Bought by', grow: true, cell: (row) => <CellText size="sm">{row.buyer_name}</CellText> },
  { id: 'recipient', header: 'For', grow: true, cell: (row) => <CellText size="sm">{recipientOf(row)}</CellText> },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'created', header: 'Date', sortKey: 'created', cell: dateOf },
];

/** One gift card as a card on a phone. */
export function GiftCardCard({ row }: { row: GiftCardListItem }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Code>{row.code}</Code>
        <Text fw={600}>{money(row, row.amount)}</Text>
      </Group>
      <Text size="sm" lineClamp={1}>
        For {recipientOf(row)}
      </Text>
      <Text size="xs" c="dimmed">
        From {row.buyer_name} · {dateOf(row)}
      </Text>
      <Group gap="xs" justify="space-between">
        <StatusBadge status={row.status} />
        <Balance row={row} />
      </Group>
    </Stack>
  );
}
