import { Badge, Group, Stack, Text } from '@mantine/core';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@stallfront/shared/requests';
import { dayOf } from '../../ui/dates';
import { CellText, type ListColumn, type ListFilter } from '../../ui/list-page';
import { periodFilter } from '../../ui/list-page/period-filter';

export const ENQUIRY_STATUS_LABEL: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
const COLOR: Record<EnquiryStatus, string> = { new: 'yellow', contacted: 'blue', closed: 'gray' };

export const EnquiryStatusBadge = ({ status }: { status: EnquiryStatus }) => (
  <Badge color={COLOR[status]} variant="light">
    {ENQUIRY_STATUS_LABEL[status]}
  </Badge>
);

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
  {
    id: 'from',
    header: 'From',
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed">
          {row.email}
        </Text>
      </Stack>
    ),
  },
  { id: 'about', header: 'About', cell: about },
  { id: 'message', header: 'Question', grow: true, cell: (row) => <CellText size="sm">{row.message}</CellText> },
  { id: 'status', header: 'Status', cell: (row) => <EnquiryStatusBadge status={row.status} /> },
  { id: 'replies', header: 'Replies', align: 'right', cell: (row) => row.reply_count },
  { id: 'created', header: 'Received', sortKey: 'created', cell: (row) => dayOf(row.created_on) },
];

export function EnquiryCard({ row }: { row: Enquiry }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} lineClamp={1}>
          {row.name}
        </Text>
        <EnquiryStatusBadge status={row.status} />
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
