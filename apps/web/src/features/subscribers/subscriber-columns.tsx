import { Box, Group, Stack, Text } from '@mantine/core';
import {
  ENQUIRY_TYPES,
  type EnquiryType,
  PLATFORM_SUBSCRIBER_STATES,
  type PlatformEnquiry,
  type PlatformSubscriber,
  type PlatformSubscriberState,
} from '@stallfront/shared/admin-community';
import { dayOf, momentOf } from '../../ui/dates';
import { dateColumn, type ListColumn, type ListFilter, StatusBadge, type StatusLook } from '../../ui/list-page';
import { joinDetails, StatusCard } from '../../ui/list-page/cells';
import { statusColumn, twoLineColumn } from '../../ui/list-page/columns';

export const SUBSCRIBER_LOOK: StatusLook<PlatformSubscriberState> = {
  labels: { subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' },
  colors: { subscribed: 'teal', unsubscribed: 'gray' },
};

export const ENQUIRY_LOOK: StatusLook<EnquiryType> = {
  labels: { sales: 'Sales', partnership: 'Partnership', support: 'Support', demo: 'Demo' },
  colors: { sales: 'blue', partnership: 'grape', support: 'orange', demo: 'teal' },
};

export const subscriberFilters = [
  {
    key: 'status',
    label: 'Status',
    type: 'select',
    options: PLATFORM_SUBSCRIBER_STATES.map((value) => ({ value, label: SUBSCRIBER_LOOK.labels?.[value] ?? value })),
  } satisfies ListFilter<'status', PlatformSubscriberState>,
];

export const enquiryFilters = [
  {
    key: 'type',
    label: 'Type',
    type: 'select',
    options: ENQUIRY_TYPES.map((value) => ({ value, label: ENQUIRY_LOOK.labels?.[value] ?? value })),
  } satisfies ListFilter<'type', EnquiryType>,
];

export const subscriberColumns: ListColumn<PlatformSubscriber, 'created' | 'email'>[] = [
  {
    ...twoLineColumn<PlatformSubscriber>('email', 'Email', (row) => ({
      primary: row.email,
      secondary: row.name ?? '',
    })),
    sortKey: 'email',
  },
  statusColumn('status', 'Status', SUBSCRIBER_LOOK),
  dateColumn('created_on', 'Signed up', { sortKey: 'created' }),
];

export const SubscriberCard = ({ row }: { row: PlatformSubscriber }) => (
  <StatusCard
    title={row.email}
    status={row.status}
    look={SUBSCRIBER_LOOK}
    details={joinDetails(row.name, dayOf(row.created_on))}
  />
);

export const enquiryColumns: ListColumn<PlatformEnquiry, 'created'>[] = [
  twoLineColumn('from', 'From', (row) => ({
    primary: row.name,
    secondary: [row.email, row.company].filter(Boolean).join(' · '),
  })),
  statusColumn('type', 'Type', ENQUIRY_LOOK),
  {
    id: 'message',
    header: 'Message',
    grow: true,
    cell: (row) => (
      <Text size="sm" lineClamp={2}>
        {row.message}
      </Text>
    ),
  },
  dateColumn('created_on', 'Received', { sortKey: 'created', format: momentOf }),
];

export function EnquiryCard({ row }: { row: PlatformEnquiry }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate style={{ minWidth: 0 }}>
          {row.name}
        </Text>
        <Box style={{ flexShrink: 0 }}>
          <StatusBadge status={row.type} look={ENQUIRY_LOOK} />
        </Box>
      </Group>
      <Text size="sm" lineClamp={3}>
        {row.message}
      </Text>
      <Text size="xs" c="dimmed">
        {[row.email, row.company, momentOf(row.created_on)].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}
