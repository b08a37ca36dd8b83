import { Box, Group, Stack, Text } from '@mantine/core';
import { countOf } from '@stallfront/shared/rules';
import {
  AD_ORDER_STATUSES,
  AD_PLACEMENT_LABELS,
  type AdOrder,
  type AdOrderStatus,
  clickThroughRate,
} from '@stallfront/shared/ads';
import { calendarDayOf } from '../../ui/dates';
import { type ListColumn, type ListFilter, StatusBadge, type StatusLook } from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { moneyColumn, moneyOf, statusColumn, twoLineColumn } from '../../ui/list-page/columns';

export const AD_STATUS_LABEL: Record<AdOrderStatus, string> = {
  paying: 'Paying',
  failed: 'Payment failed',
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const AD_STATUS_LOOK: StatusLook<AdOrderStatus> = {
  labels: AD_STATUS_LABEL,
  colors: { paying: 'gray', failed: 'red', pending: 'yellow', approved: 'teal', rejected: 'gray' },
};

export const adStatusFilter: ListFilter<'status', AdOrderStatus> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: AD_ORDER_STATUSES.map((value) => ({ value, label: AD_STATUS_LABEL[value] })),
};

export const adSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'starts', label: 'Starting latest', direction: 'desc' },
] as const;

/** "Dec 1 – Dec 30, 2026 · 30 days": the last day shown is the day before `ends_on`. */
export function adDays(row: AdOrder) {
  const last = new Date(Date.parse(`${row.ends_on}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return `${calendarDayOf(row.starts_on)} – ${calendarDayOf(last)} · ${row.days} day${row.days === 1 ? '' : 's'}`;
}

/** "1.5% CTR" or "—" before any impression. */
export const ctrOf = (row: AdOrder) => {
  const rate = clickThroughRate(row.impressions, row.clicks);
  return rate === null ? '—' : `${rate}%`;
};

const statusText = (row: AdOrder) => (row.running ? 'Running' : AD_STATUS_LABEL[row.status]);

export function adColumns(forOwner: boolean): ListColumn<AdOrder, 'created' | 'starts'>[] {
  return [
    twoLineColumn('ad', 'Ad', (row) => ({
      primary: row.title,
      secondary: joinDetails(row.product_name, forOwner ? row.vendor_name : null),
    })),
    twoLineColumn('slot', 'Slot', (row) => ({
      primary: row.slot_id ? row.slot_name : `${row.slot_name} (deleted)`,
      secondary: AD_PLACEMENT_LABELS[row.placement],
    })),
    { id: 'days', header: 'Days', sortKey: 'starts', cell: (row) => adDays(row) },
    moneyColumn('amount', 'Paid', { strong: true }),
    {
      id: 'performance',
      header: 'Views · clicks · CTR',
      align: 'right',
      cell: (row) => `${row.impressions} · ${row.clicks} · ${ctrOf(row)}`,
    },
    { ...statusColumn('status', 'Status', AD_STATUS_LOOK), cell: (row) => <AdStatus row={row} /> },
  ];
}

function AdStatus({ row }: { row: AdOrder }) {
  return row.running ? (
    <StatusBadge status="approved" look={{ ...AD_STATUS_LOOK, labels: { ...AD_STATUS_LABEL, approved: 'Running' } }} />
  ) : (
    <StatusBadge status={row.status} look={AD_STATUS_LOOK} />
  );
}

export function AdCard({ row, forOwner }: { row: AdOrder; forOwner: boolean }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} lineClamp={2}>
          {row.title}
        </Text>
        <Box style={{ flex: 'none' }}>
          <AdStatus row={row} />
        </Box>
      </Group>
      <Text size="sm" lineClamp={1}>
        {joinDetails(row.product_name, forOwner ? row.vendor_name : null)}
      </Text>
      <Text size="sm" c="dimmed">
        {joinDetails(row.slot_name, adDays(row))}
      </Text>
      <Text size="sm" c="dimmed">
        {joinDetails(
          moneyOf(row, 'amount'),
          countOf(row.impressions, 'view'),
          countOf(row.clicks, 'click'),
          `CTR ${ctrOf(row)}`,
        )}
      </Text>
      {row.note && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {statusText(row)}: {row.note}
        </Text>
      )}
    </Stack>
  );
}
