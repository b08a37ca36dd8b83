import { Badge, Group, Rating, Stack, Text } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import type { Review, ReviewStatus } from '@stallfront/shared/reviews';
import { dayOf } from '../../ui/dates';
import { dateColumn, type ListColumn, StatusBadge, type StatusLook } from '../../ui/list-page';
import { statusColumn, textColumn } from '../../ui/list-page/columns';
import { type ReviewSort, STATUS_LABEL } from './review-list';

const STATUS_LOOK: StatusLook<ReviewStatus> = {
  labels: STATUS_LABEL,
  colors: { pending: 'yellow', approved: 'teal', hidden: 'gray' },
};

export const Stars = ({ rating }: { rating: number }) => (
  <Rating value={rating} readOnly size="sm" role="img" aria-label={`${rating} of 5 stars`} />
);

export function ReplyMark({ review }: { review: Review }) {
  if (!review.reply) {
    return (
      <Text size="xs" c="dimmed">
        No reply
      </Text>
    );
  }
  return (
    <Badge color="blue" variant="light" leftSection={<IconMessageReply size={12} aria-hidden />}>
      Replied
    </Badge>
  );
}

function ReviewText({ review, lines }: { review: Review; lines: number }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      {review.title && (
        <Text size="sm" fw={500} lineClamp={1}>
          {review.title}
        </Text>
      )}
      <Text size="sm" c="dimmed" lineClamp={lines}>
        {review.body}
      </Text>
    </Stack>
  );
}

export const reviewColumns: ListColumn<Review, ReviewSort>[] = [
  textColumn('product', 'Product', (row) => row.product_name, { strong: true }),
  { id: 'customer', header: 'Customer', cell: (row) => row.customer_name },
  { id: 'rating', header: 'Rating', sortKey: 'rating', cell: (row) => <Stars rating={row.rating} /> },
  textColumn('review', 'Review', (row) => (row.title ? `${row.title} — ${row.body}` : row.body)),
  statusColumn('status', 'Status', STATUS_LOOK),
  { id: 'reply', header: 'Reply', cell: (row) => <ReplyMark review={row} /> },
  dateColumn('created_on', 'Date', { sortKey: 'created' }),
];

/** One review as a card on a phone. */
export function ReviewCard({ row }: { row: Review }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={500} lineClamp={1}>
          {row.product_name}
        </Text>
        <Stars rating={row.rating} />
      </Group>
      <Text size="xs" c="dimmed">
        {row.customer_name} · {dayOf(row.created_on)}
      </Text>
      <ReviewText review={row} lines={3} />
      <Group gap="xs">
        <StatusBadge status={row.status} look={STATUS_LOOK} />
        <ReplyMark review={row} />
      </Group>
    </Stack>
  );
}
