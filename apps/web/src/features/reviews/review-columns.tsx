import { Badge, Group, Rating, Stack, Text } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import type { Review, ReviewStatus } from '@stallfront/shared/reviews';
import { dayOf } from '../../ui/dates';
import { CellText, type ListColumn } from '../../ui/list-page';
import { type ReviewSort, STATUS_LABEL } from './review-list';

const STATUS_COLOR: Record<ReviewStatus, string> = { pending: 'yellow', approved: 'teal', hidden: 'gray' };

export const ReviewStatusBadge = ({ status }: { status: ReviewStatus }) => (
  <Badge color={STATUS_COLOR[status]} variant="light">
    {STATUS_LABEL[status]}
  </Badge>
);

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

const dateOf = (review: Review) => dayOf(review.created_on);

export const reviewColumns: ListColumn<Review, ReviewSort>[] = [
  {
    id: 'product',
    header: 'Product',
    grow: true,
    cell: (row) => (
      <CellText size="sm" fw={500}>
        {row.product_name}
      </CellText>
    ),
  },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer_name },
  { id: 'rating', header: 'Rating', sortKey: 'rating', cell: (row) => <Stars rating={row.rating} /> },
  {
    id: 'review',
    header: 'Review',
    grow: true,
    cell: (row) => <CellText size="sm">{row.title ? `${row.title} — ${row.body}` : row.body}</CellText>,
  },
  { id: 'status', header: 'Status', cell: (row) => <ReviewStatusBadge status={row.status} /> },
  { id: 'reply', header: 'Reply', cell: (row) => <ReplyMark review={row} /> },
  { id: 'created', header: 'Date', sortKey: 'created', cell: dateOf },
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
        {row.customer_name} · {dateOf(row)}
      </Text>
      <ReviewText review={row} lines={3} />
      <Group gap="xs">
        <ReviewStatusBadge status={row.status} />
        <ReplyMark review={row} />
      </Group>
    </Stack>
  );
}
