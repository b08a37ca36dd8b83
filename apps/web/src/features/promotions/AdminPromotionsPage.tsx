import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlayerStop } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROMOTION_CALLS, type PromotionView, storePlan } from '@stallfront/shared/billing';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { dayOf } from '../../ui/dates';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { PromotionFormModal } from './PromotionFormModal';
import { promotionKeys } from './promotion-queries';
import { ScreenHeading } from '../../ui/ScreenHeading';

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
  const [editing, setEditing] = useState<PromotionView | null>(null);
  const promotions = useQuery({
    queryKey: promotionKeys.list,
    queryFn: ({ signal }) => callApi(PROMOTION_CALLS.list, undefined, { signal }),
  });
  return (
    <Stack gap="md">
      <ScreenHeading
        title="Promotions"
        description="Discount codes stores type when they pay for a plan."
        add={{ label: 'New promotion', onClick: () => setCreating(true) }}
      />
      {promotions.error && <Alert color="red">{promotions.error.message}</Alert>}
      {!promotions.data && !promotions.error && <Loader aria-label="Loading promotions" />}
      {promotions.data?.list.length === 0 && (
        <Alert color="gray" title="No promotions yet">
          Create a code, then stores can type it on the plans page.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {promotions.data?.list.map((p) => (
          <PromotionCard key={p._id} promotion={p} onEdit={() => setEditing(p)} />
        ))}
      </SimpleGrid>
      <PromotionFormModal opened={creating} onClose={() => setCreating(false)} />
      {editing && <PromotionFormModal key={editing._id} opened editing={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

const FIELD_LABELS: Record<string, string> = {
  description: 'description',
  kind: 'kind',
  percent: 'percent',
  amounts: 'amount',
  valid_from: 'start',
  valid_to: 'end',
  max_uses: 'max uses',
  package_ids: 'plans',
  duration: 'duration',
  months: 'months',
};

const changeLine = (c: PromotionView['changes'][number]) =>
  c.action === 'ended'
    ? `Ended by ${c.admin_name} on ${dayOf(c.on)}`
    : `${c.admin_name} changed the ${c.changed.map((f) => FIELD_LABELS[f] ?? f).join(', ')} on ${dayOf(c.on)}`;

/** "End now", after asking: stores can no longer type the code; its uses stay. */
function useEndPromotion(p: PromotionView) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => callApi(PROMOTION_CALLS.end, { _id: p._id }),
    onSuccess: async () => {
      notifySuccess(`Promotion ${p.code} has ended.`);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.list });
    },
    onError: (error: Error) => notifyError(error.message),
  });
  const ask = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `End ${p.code} now?`,
        children: (
          <Text size="sm">
            Stores can no longer use {p.code} from now on. Stores that used it keep their discount
            {p.duration === 'recurring' ? ', renewals included' : ''}. This cannot be undone; create a new code to offer
            it again.
          </Text>
        ),
        labels: { confirm: 'End promotion', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => end.mutate(),
      }),
    );
  return { ask, pending: end.isPending };
}

function PromotionCard({ promotion: p, onEdit }: { promotion: PromotionView; onEdit: () => void }) {
  const end = useEndPromotion(p);
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
        {p.changes.length > 0 && (
          <Stack gap={2} aria-label={`Changes to ${p.code}`}>
            {p.changes.map((c) => (
              <Text key={`${c.on}-${c.action}`} size="xs" c="dimmed">
                {changeLine(c)}
              </Text>
            ))}
          </Stack>
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${p.code}`}
          >
            Edit
          </Button>
          {p.status !== 'expired' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconPlayerStop size={14} aria-hidden />}
              onClick={end.ask}
              loading={end.pending}
              aria-label={`End ${p.code} now`}
            >
              End now
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
