import { Badge, Table, Text } from '@mantine/core';
import { formatMoney } from '@stallfront/shared/rules';
import type { VendorPayment } from '@stallfront/shared/vendor-subscriptions';
import { dayOf } from '../../ui/dates';

export const STATUS_LOOK: Record<string, { color: string; label: string }> = {
  active: { color: 'teal', label: 'Active' },
  expired: { color: 'red', label: 'Expired' },
  pending: { color: 'yellow', label: 'Pending' },
  paid: { color: 'teal', label: 'Paid' },
  failed: { color: 'red', label: 'Failed' },
};
export const StatusBadge = ({ status }: { status: string }) => (
  <Badge color={STATUS_LOOK[status]?.color ?? 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
    {STATUS_LOOK[status]?.label ?? status}
  </Badge>
);

/** A vendor's payments, newest first: when, plan, period bought, amount and status. */
export function PaymentsTable({ payments }: { payments: VendorPayment[] }) {
  const rows = payments;
  if (rows.length === 0) return <Text c="dimmed">No payments yet.</Text>;
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Plan and period</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p._id}>
            <Table.Td>{dayOf(p.created_on)}</Table.Td>
            <Table.Td>
              {p.plan_name}
              {p.period_start && p.period_end && (
                <Text size="xs" c="dimmed">
                  {dayOf(p.period_start)} – {dayOf(p.period_end)}
                </Text>
              )}
              {p.status === 'failed' && p.message && (
                <Text size="xs" c="red">
                  {p.message}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{formatMoney(p.amount, p.currency)}</Table.Td>
            <Table.Td>
              <StatusBadge status={p.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
