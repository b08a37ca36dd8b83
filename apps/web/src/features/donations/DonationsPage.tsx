import { Group, Stack, Text } from '@mantine/core';
import { DONATION_CALLS, DONATION_STATUSES, type Donation, type DonationStatus } from '@stallfront/shared/requests';
import { countOf } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import {
  dateColumn,
  type ListColumn,
  type ListFilter,
  ListPage,
  StatusBadge,
  type StatusLook,
} from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { moneyColumn, moneyOf, statusColumn, textColumn } from '../../ui/list-page/columns';
import { periodFilter } from '../../ui/list-page/period-filter';

const donationKeys = { all: ['donations'] as const, lists: () => [...donationKeys.all, 'list'] as const };

const LABEL: Record<DonationStatus, string> = { pending: 'Processing', paid: 'Paid', failed: 'Failed' };
const STATUS_LOOK: StatusLook<DonationStatus> = {
  labels: LABEL,
  colors: { pending: 'gray', paid: 'teal', failed: 'red' },
};

const sorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'amount', label: 'Largest', direction: 'desc' },
] as const;
const statusFilter: ListFilter<'status', DonationStatus> = {
  key: 'status',
  label: 'Payment',
  type: 'select',
  options: DONATION_STATUSES.map((value) => ({ value, label: LABEL[value] })),
};

const columns: ListColumn<Donation, 'created' | 'amount'>[] = [
  moneyColumn('amount', 'Amount', { sortKey: 'amount', strong: true }),
  { id: 'donor', header: 'Donor', cell: (row) => joinDetails(row.name, row.email) },
  textColumn('note', 'Note', (row) => row.note || '—'),
  statusColumn('status', 'Payment', STATUS_LOOK),
  dateColumn('created_on', 'Date', { sortKey: 'created' }),
];

function DonationCard({ row }: { row: Donation }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{moneyOf(row, 'amount')}</Text>
        <StatusBadge status={row.status} look={STATUS_LOOK} />
      </Group>
      <Text size="sm" lineClamp={1}>
        {row.name}
      </Text>
      {row.note && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {row.note}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {dayOf(row.created_on)}
      </Text>
    </Stack>
  );
}

/** /donations: gifts taken through the shop's donation page, paid or declined. */
export default function DonationsPage() {
  return (
    <ListPage
      title="Donations"
      queryKey={donationKeys.lists()}
      fetchPage={(request, signal) => callApi(DONATION_CALLS.list, request, { signal })}
      fetchCount={(params, signal) => callApi(DONATION_CALLS.count, params, { signal })}
      countLabel={(n) => countOf(n, 'donation')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `donation of ${moneyOf(row, 'amount')} from ${row.name}`}
      columns={columns}
      sorts={sorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={[statusFilter, periodFilter]}
      searchPlaceholder="Search by donor name or email"
      exportCsv={(params) => fetchCsv(DONATION_CALLS.exportCsv, params)}
      emptyState={{
        title: 'No donations yet',
        message: 'Gifts shoppers make on your shop’s donation page show here, with their note and payment.',
      }}
      mobileCard={(row) => <DonationCard row={row} />}
    />
  );
}
