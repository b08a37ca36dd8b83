import { Badge, Group, Stack, Text } from '@mantine/core';
import { DONATION_CALLS, DONATION_STATUSES, type Donation, type DonationStatus } from '@stallfront/shared/requests';
import { countOf, formatMoney } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { CellText, type ListColumn, type ListFilter, ListPage } from '../../ui/list-page';
import { periodFilter } from '../../ui/list-page/period-filter';

const donationKeys = { all: ['donations'] as const, lists: () => [...donationKeys.all, 'list'] as const };

const LABEL: Record<DonationStatus, string> = { paid: 'Paid', failed: 'Failed' };
const StatusBadge = ({ status }: { status: DonationStatus }) => (
  <Badge color={status === 'paid' ? 'teal' : 'red'} variant="light">
    {LABEL[status]}
  </Badge>
);
const amountOf = (row: Donation) => formatMoney(row.amount, row.currency);
const dateOf = (row: Donation) => dayOf(row.created_on);

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
  {
    id: 'amount',
    header: 'Amount',
    sortKey: 'amount',
    align: 'right',
    cell: (row) => <Text fw={500}>{amountOf(row)}</Text>,
  },
  { id: 'donor', header: 'Donor', cell: (row) => `${row.name} · ${row.email}` },
  { id: 'note', header: 'Note', grow: true, cell: (row) => <CellText size="sm">{row.note || '—'}</CellText> },
  { id: 'status', header: 'Payment', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'created', header: 'Date', sortKey: 'created', cell: dateOf },
];

function DonationCard({ row }: { row: Donation }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{amountOf(row)}</Text>
        <StatusBadge status={row.status} />
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
        {dateOf(row)}
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
      rowLabel={(row) => `donation of ${amountOf(row)} from ${row.name}`}
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
