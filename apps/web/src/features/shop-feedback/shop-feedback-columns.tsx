import { Group, Stack, Text } from '@mantine/core';
import {
  SHOP_FEEDBACK_RATINGS,
  SHOP_FEEDBACK_STATUSES,
  type ShopFeedback,
  type ShopFeedbackStatus,
} from '@stallfront/shared/shop-feedback';
import { dayOf } from '../../ui/dates';
import { dateColumn, type ListColumn, type ListFilter, StatusBadge, type StatusLook } from '../../ui/list-page';
import { contactColumn, statusColumn, textColumn } from '../../ui/list-page/columns';
import { periodFilter } from '../../ui/list-page/period-filter';
import { Stars } from '../reviews/review-columns';

export const SHOP_FEEDBACK_STATUS_LABEL: Record<ShopFeedbackStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  closed: 'Closed',
};
const STATUS_LOOK: StatusLook<ShopFeedbackStatus> = {
  labels: SHOP_FEEDBACK_STATUS_LABEL,
  colors: { new: 'yellow', read: 'gray', replied: 'blue', closed: 'teal' },
};

export type ShopFeedbackSort = 'created' | 'rating';
export const shopFeedbackSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'rating', label: 'Lowest rating', direction: 'asc' },
] as const;

const statusFilter: ListFilter<'status', ShopFeedbackStatus> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: SHOP_FEEDBACK_STATUSES.map((value) => ({ value, label: SHOP_FEEDBACK_STATUS_LABEL[value] })),
};
const ratingFilter: ListFilter<'rating'> = {
  key: 'rating',
  label: 'Rating',
  type: 'select',
  options: [...SHOP_FEEDBACK_RATINGS].reverse().map((n) => ({ value: String(n), label: `${n} ★` })),
};
export const shopFeedbackFilters = [statusFilter, ratingFilter, periodFilter];

export const shopFeedbackColumns: ListColumn<ShopFeedback, ShopFeedbackSort>[] = [
  contactColumn('from', 'From', (row) => ({ name: row.name, contact: row.email }), { grow: false }),
  { id: 'rating', header: 'Rating', sortKey: 'rating', cell: (row) => <Stars rating={row.rating} /> },
  textColumn('message', 'Feedback', (row) => row.message),
  statusColumn('status', 'Status', STATUS_LOOK),
  { id: 'replies', header: 'Replies', align: 'right', cell: (row) => row.reply_count },
  dateColumn('created_on', 'Received', { sortKey: 'created' }),
];

export function ShopFeedbackCard({ row }: { row: ShopFeedback }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} lineClamp={1}>
          {row.name}
        </Text>
        <StatusBadge status={row.status} look={STATUS_LOOK} />
      </Group>
      <Stars rating={row.rating} />
      <Text size="sm" lineClamp={2}>
        {row.message}
      </Text>
      <Text size="xs" c="dimmed">
        {row.order_number ? `Order ${row.order_number} · ` : ''}
        {dayOf(row.created_on)}
      </Text>
    </Stack>
  );
}
