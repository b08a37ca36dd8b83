import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROMOTION_CALLS, type PromotionView, storePlan } from '@stallfront/shared/billing';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { dayOf } from '../../ui/dates';
import { PromotionFormModal } from './PromotionFormModal';
import { promotionKeys } from './promotion-queries';

const STATUS: Record<PromotionView['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  expired: { label: 'Expired', color: 'gray' },
  used_up: { label: 'Used up', color: 'orange' },
};

/** What the promotion takes off, as the admin reads it: "20 % off", "$5.00 off". */
export function offOf(p: Pick<PromotionView, 'kind' | 'percent' | 'amounts'>): string {
  if (p.kind === 'percent') return `${p.percent} % off`;
  return `${Object.entries(p.amounts)
    .map(([currency, minor]) => formatMoney(minor, currency))
    .join(' / ')} off`;
}

const usesOf = (p: Pick<PromotionView, 'uses' | 'max_uses'>) =>
  p.max_uses === null
    ? `Used ${p.uses === 1 ? 'once' : `${p.uses} times`} (no limit)`
    : `Used ${p.uses} of ${p.max_uses}`;

/** /admin/promotions: the platform's discount codes for plans, each with its uses and the stores that used it. */
export default function AdminPromotionsPage() {
  const [creating, setCreating] = useState(false);
  const promotions = useQuery({
    queryKey: promotionKeys.list,
    queryFn: ({ signal }) => callApi(PROMOTION_CALLS.list, undefined, { signal }),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Promotions
          </Title>
          <Text size="sm" c="dimmed">
            Discount codes stores type when they pay for a plan.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New promotion
        </Button>
      </Group>
      {promotions.error && <Alert color="red">{promotions.error.message}</Alert>}
      {!promotions.data && !promotions.error && <Loader aria-label="Loading promotions" />}
      {promotions.data?.list.length === 0 && (
        <Alert color="gray" title="No promotions yet">
          Create a code, then stores can type it on the plans page.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {promotions.data?.list.map((p) => (
          <PromotionCard key={p._id} promotion={p} />
        ))}
      </SimpleGrid>
      <PromotionFormModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function PromotionCard({ promotion: p }: { promotion: PromotionView }) {
  const plans = p.package_ids.length
    ? p.package_ids.map((id) => storePlan(id)?.name ?? id).join(', ')
    : 'Every paid plan';
  const status = STATUS[p.status];
  return (
    <Card withBorder padding="md" aria-label={`Promotion ${p.code}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} ff="monospace" size="lg">
            {p.code}
          </Text>
          <Badge color={status.color}>{status.label}</Badge>
        </Group>
        {p.description && <Text size="sm">{p.description}</Text>}
        <Text size="sm">
          <b>{offOf(p)}</b>
          {p.duration === 'recurring' ? `, first payment and renewals for ${p.months} months` : ', first payment only'}
        </Text>
        <Text size="sm" c="dimmed">
          {dayOf(p.valid_from)} to {dayOf(p.valid_to)} · {plans}
        </Text>
        <Text size="sm">{usesOf(p)}</Text>
        {p.used_by.length > 0 && (
          <Table fz="sm" aria-label={`Stores that used ${p.code}`}>
            <Table.Tbody>
              {p.used_by.map((u) => (
                <Table.Tr key={u.payment_id}>
                  <Table.Td>{u.store_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayOf(u.used_on)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    −{formatMoney(u.discount, u.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
