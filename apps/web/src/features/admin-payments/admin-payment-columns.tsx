import { Stack, Text } from '@mantine/core';
import type { AdminPayment } from '@stallfront/shared/admin-operations';
import { PACKAGES } from '@stallfront/shared/rules';
import { dateColumn, type ListColumn, StatusBadge, type StatusLook } from '../../ui/list-page';
import { joinDetails } from '../../ui/list-page/cells';
import { moneyColumn, moneyOf, statusColumn, twoLineColumn } from '../../ui/list-page/columns';
import { dayOf } from '../../ui/dates';

export const PAYMENT_LOOK: StatusLook<AdminPayment['status']> = {
  colors: { paid: 'green', pending: 'yellow', failed: 'red' },
  labels: { paid: 'Paid', pending: 'Pending', failed: 'Failed' },
};
export const STORE_LOOK: StatusLook<AdminPayment['store_status']> = {
  colors: { active: 'green', inactive: 'red', suspended: 'orange' },
  labels: { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' },
  variant: 'dot',
};

const KIND_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  renewal: 'Renewal',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
};
export const planOf = (p: AdminPayment) =>
  joinDetails(
    PACKAGES.find((pkg) => pkg.id === p.package_id)?.name ?? p.package_id,
    p.period,
    KIND_LABELS[p.kind] ?? p.kind,
  );

const figures: ListColumn<AdminPayment, 'created'>[] = [
  { id: 'plan', header: 'Plan', cell: (p) => planOf(p) },
  moneyColumn('amount', 'Amount', { strong: true }),
  statusColumn('status', 'Payment', PAYMENT_LOOK),
  statusColumn('store_status', 'Store is', STORE_LOOK),
  dateColumn('created_on', 'Tried', { sortKey: 'created' }),
];

/** Paid and pending payments: the store's name takes the width left. */
export const activeColumns: ListColumn<AdminPayment, 'created'>[] = [
  twoLineColumn('store', 'Store', (p) => ({ primary: p.store_name, secondary: p.sub_domain })),
  ...figures,
];

/** Failed payments: the reason takes the width left, so the store's name keeps its own. */
export const inactiveColumns: ListColumn<AdminPayment, 'created'>[] = [
  {
    id: 'store',
    header: 'Store',
    cell: (p) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {p.store_name}
        </Text>
        <Text size="xs" c="dimmed">
          {p.sub_domain}
        </Text>
      </Stack>
    ),
  },
  ...figures,
  twoLineColumn<AdminPayment>('reason', 'Reason', (p) => ({
    primary: p.message ?? '—',
    secondary: p.retry_refusal ?? '',
  })),
];

export function PaymentCard({ row }: { row: AdminPayment }) {
  return (
    <Stack gap={6}>
      <Text fw={500}>{row.store_name}</Text>
      <Text size="sm">{joinDetails(planOf(row), moneyOf(row, 'amount'))}</Text>
      <Text size="sm" component="div">
        <StatusBadge status={row.status} look={PAYMENT_LOOK} />{' '}
        <StatusBadge status={row.store_status} look={STORE_LOOK} />
      </Text>
      {row.message ? (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {row.message}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {dayOf(row.created_on)}
      </Text>
    </Stack>
  );
}
