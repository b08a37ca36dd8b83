import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney } from '@stallfront/shared/rules';
import type { VendorAdSpendRow } from '@stallfront/shared/wallet';
import { useVendorAdSpend } from './wallet-queries';

const STATUS: Record<VendorAdSpendRow['status'], { label: string; color: string }> = {
  pending: { label: 'Paid, waiting', color: 'orange' },
  approved: { label: 'Paid', color: 'teal' },
  rejected: { label: 'Refunded', color: 'gray' },
};

/**
 * The vendor's ad spend beside its wallet: what its paid ad orders cost the vendor and what came
 * back by a rejection. Paid by card to the store, so it is not in the rows of what the store owes.
 */
export function VendorAdSpend() {
  const spend = useVendorAdSpend();
  const data = spend.data;
  if (spend.isLoading) return <Skeleton h={90} />;
  if (!data || data.list.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, data.currency);
  return (
    <Card withBorder padding="md" role="region" aria-label="Ad spend">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Text fw={600}>Ad spend</Text>
        <Text size="sm" c="dimmed" data-testid="ad-spend-totals">
          Paid {money(data.paid)} · Refunded {money(data.refunded)} · Net {money(data.paid - data.refunded)}
        </Text>
      </Group>
      <Stack gap={6}>
        {data.list.map((row) => (
          <Group key={row._id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" lineClamp={1}>
                {row.title}
              </Text>
              <Text size="xs" c="dimmed">
                {row.slot_name} · from {row.starts_on}, {row.days} {row.days === 1 ? 'day' : 'days'}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {money(row.amount)}
              </Text>
              <Badge variant="light" size="sm" color={STATUS[row.status].color}>
                {STATUS[row.status].label}
              </Badge>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
