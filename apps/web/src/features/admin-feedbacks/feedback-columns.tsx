import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import {
  type AdminFeedback,
  FEEDBACK_SEVERITIES,
  FEEDBACK_STATUSES,
  type FeedbackSeverity,
  type FeedbackStatus,
} from '@stallfront/shared/panels';
import { momentOf } from '../../ui/dates';
import { dateColumn, type ListColumn, type ListFilter, StatusBadge, type StatusLook } from '../../ui/list-page';
import { statusColumn, twoLineColumn } from '../../ui/list-page/columns';

/** A severity is its own label. */
const SEVERITY_LOOK: StatusLook<FeedbackSeverity> = {
  colors: { Critical: 'red', Minor: 'yellow', 'To improve': 'blue', 'Feature request': 'grape' },
};

export const SeverityBadge = ({ severity }: { severity: FeedbackSeverity }) => (
  <StatusBadge status={severity} look={SEVERITY_LOOK} />
);

/** The images of a feedback, small, each opening full size in a new tab. */
export function AttachmentThumbs({ row, size = 32 }: { row: AdminFeedback; size?: number }) {
  if (row.attachments.length === 0)
    return (
      <Text size="xs" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {row.attachments.map((a, i) => (
        <Anchor key={a.url} href={a.url} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
          <Image src={a.url} alt={`Image ${i + 1} of “${row.title}”`} w={size} h={size} radius="sm" fit="cover" />
        </Anchor>
      ))}
    </Group>
  );
}

export const FEEDBACK_STATUS_LOOK: StatusLook<FeedbackStatus> = {
  labels: { open: 'Open', closed: 'Closed' },
  colors: { open: 'blue', closed: 'gray' },
};

export const feedbackFilters = [
  {
    key: 'status',
    label: 'Status',
    type: 'select',
    options: FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_LOOK.labels?.[value] ?? value })),
  } satisfies ListFilter<'status', FeedbackStatus>,
  {
    key: 'severity',
    label: 'Severity',
    type: 'select',
    options: FEEDBACK_SEVERITIES.map((value) => ({ value, label: value })),
  } satisfies ListFilter<'severity', FeedbackSeverity>,
];

/** "Answered" or nothing: whether the store has heard back. */
const answered = (row: AdminFeedback) => (row.reply ? 'Answered' : '');

export const feedbackColumns: ListColumn<AdminFeedback, 'created'>[] = [
  twoLineColumn('subject', 'Subject', (row) => ({ primary: row.title, secondary: row.description })),
  statusColumn('severity', 'Severity', SEVERITY_LOOK),
  statusColumn('status', 'Status', FEEDBACK_STATUS_LOOK),
  { id: 'store', header: 'Store', cell: (row) => row.store_name },
  { id: 'answered', header: 'Answer', cell: answered },
  { id: 'images', header: 'Images', cell: (row) => <AttachmentThumbs row={row} /> },
  dateColumn('created_on', 'Received', { sortKey: 'created', format: momentOf }),
];

export function FeedbackCard({ row }: { row: AdminFeedback }) {
  return (
    <Stack gap={6}>
      <Text fw={500} lineClamp={2}>
        {row.title}
      </Text>
      <Text size="sm" lineClamp={2}>
        {row.description}
      </Text>
      <Group gap="xs">
        <SeverityBadge severity={row.severity} />
        <StatusBadge status={row.status} look={FEEDBACK_STATUS_LOOK} />
        <Text size="xs" c="dimmed">
          {[row.store_name, momentOf(row.created_on), answered(row)].filter(Boolean).join(' · ')}
        </Text>
      </Group>
      {row.attachments.length > 0 && <AttachmentThumbs row={row} size={44} />}
    </Stack>
  );
}
