import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { type AdminFeedback, FEEDBACK_SEVERITIES, type FeedbackSeverity } from '@stallfront/shared/panels';
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

export const severityFilter: ListFilter<'severity', FeedbackSeverity> = {
  key: 'severity',
  label: 'Severity',
  type: 'select',
  options: FEEDBACK_SEVERITIES.map((value) => ({ value, label: value })),
};

export const feedbackColumns: ListColumn<AdminFeedback, 'created'>[] = [
  twoLineColumn('subject', 'Subject', (row) => ({ primary: row.title, secondary: row.description })),
  statusColumn('severity', 'Severity', SEVERITY_LOOK),
  { id: 'store', header: 'Store', cell: (row) => row.store_name },
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
        <Text size="xs" c="dimmed">
          {row.store_name} · {momentOf(row.created_on)}
        </Text>
      </Group>
      {row.attachments.length > 0 && <AttachmentThumbs row={row} size={44} />}
    </Stack>
  );
}
