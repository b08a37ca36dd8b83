import { Box, Group, Stack, Text } from '@mantine/core';
import type { Campaign, CampaignState, Subscriber, SubscriberState } from '@stallfront/shared/newsletter';
import { dayOf, momentOf } from '../../ui/dates';
import { type ListColumn, StatusBadge, type StatusLook } from '../../ui/list-page';
import { joinDetails, StatusCard } from '../../ui/list-page/cells';
import { statusColumn, twoLineColumn } from '../../ui/list-page/columns';
import { CAMPAIGN_LABEL, type CampaignSort, SUBSCRIBER_LABEL, type SubscriberSort } from './newsletter-list';

export const SUBSCRIBER_LOOK: StatusLook<SubscriberState> = {
  labels: SUBSCRIBER_LABEL,
  colors: { pending: 'yellow', subscribed: 'teal', unsubscribed: 'gray' },
};
export const CAMPAIGN_LOOK: StatusLook<CampaignState> = {
  labels: CAMPAIGN_LABEL,
  colors: { draft: 'gray', scheduled: 'blue', sending: 'orange', sent: 'teal' },
};

const SOURCE: Record<Subscriber['source'], string> = { shop: 'Shop', account: 'Customer account', import: 'Import' };

export const subscriberColumns: ListColumn<Subscriber, SubscriberSort>[] = [
  {
    ...twoLineColumn<Subscriber>('email', 'Email', (row) => ({ primary: row.email, secondary: row.name })),
    sortKey: 'email',
  },
  statusColumn('status', 'Status', SUBSCRIBER_LOOK),
  { id: 'source', header: 'From', cell: (row) => SOURCE[row.source] },
  { id: 'created', header: 'Signed up', sortKey: 'created', cell: (row) => dayOf(row.created_on) },
];

export const SubscriberCard = ({ row }: { row: Subscriber }) => (
  <StatusCard
    title={row.email}
    status={row.status}
    look={SUBSCRIBER_LOOK}
    details={joinDetails(row.name, SOURCE[row.source], dayOf(row.created_on))}
  />
);

/** "120 sent · 2 failed · 3 unsubscribed", or when it goes. */
export function countsOf(row: Campaign): string {
  if (row.state === 'draft') return 'Not sent';
  if (row.state === 'scheduled') return row.send_at ? `Goes ${momentOf(row.send_at)}` : 'Scheduled';
  const counts = `${row.sent_count} of ${row.recipient_count} sent · ${row.failed_count} failed · ${row.unsubscribed_count} unsubscribed`;
  return row.state === 'sent' && row.sent_on ? `${counts} · ${dayOf(row.sent_on)}` : counts;
}

export const campaignColumns: ListColumn<Campaign, CampaignSort>[] = [
  {
    ...twoLineColumn<Campaign>('subject', 'Subject', (row) => ({
      primary: row.subject,
      secondary: `Written ${dayOf(row.created_on)}`,
    })),
    sortKey: 'created',
  },
  statusColumn('state', 'State', CAMPAIGN_LOOK),
  { id: 'counts', header: 'Counts', cell: countsOf },
];

export function CampaignCard({ row }: { row: Campaign }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate style={{ minWidth: 0 }}>
          {row.subject}
        </Text>
        <Box style={{ flexShrink: 0 }}>
          <StatusBadge status={row.state} look={CAMPAIGN_LOOK} />
        </Box>
      </Group>
      <Text size="xs" c="dimmed">
        {countsOf(row)}
      </Text>
    </Stack>
  );
}
