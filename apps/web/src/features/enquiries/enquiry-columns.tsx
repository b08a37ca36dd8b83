import { Group, Stack, Text } from '@mantine/core';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@stallfront/shared/requests';
import { dayOf } from '../../ui/dates';
import { dateColumn, type ListColumn, type ListFilter, StatusBadge, type StatusLook } from '../../ui/list-page';
import { contactColumn, statusColumn, textColumn } from '../../ui/list-page/columns';
import { periodFilter } from '../../ui/list-page/period-filter';

export const ENQUIRY_STATUS_LABEL: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
const STATUS_LOOK: StatusLook<EnquiryStatus> = {
  labels: ENQUIRY_STATUS_LABEL,
  colors: { new: 'yellow', contacted: 'blue', closed: 'gray' },
};

export const enquirySorts = [{ value: 'created', label: 'Newest', direction: 'desc' }] as const;

const statusFilter: ListFilter<'status', EnquiryStatus> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: ENQUIRY_STATUSES.map((value) => ({ value, label: ENQUIRY_STATUS_LABEL[value] })),
};
export const enquiryFilters = [statusFilter, periodFilter];

const about = (row: Enquiry) => row.product_name ?? 'The store';

export const enquiryColumns: ListColumn<Enquiry, 'created'>[] = [
  contactColumn('from', 'From', (row) => ({ name: row.name, contact: row.email }), { grow: false }),
  { id: 'about', header: 'About', cell: about },
  textColumn('message', 'Question', (row) => row.message),
  statusColumn('status', 'Status', STATUS_LOOK),
  { id: 'replies', header: 'Replies', align: 'right', cell: (row) => row.reply_count },
  dateColumn('created_on', 'Received', { sortKey: 'created' }),
];

export function EnquiryCard({ row }: { row: Enquiry }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} lineClamp={1}>
          {row.name}
        </Text>
        <StatusBadge status={row.status} look={STATUS_LOOK} />
      </Group>
      <Text size="sm" lineClamp={2}>
        {row.message}
      </Text>
      <Text size="xs" c="dimmed">
        {about(row)} · {dayOf(row.created_on)}
      </Text>
    </Stack>
  );
}
