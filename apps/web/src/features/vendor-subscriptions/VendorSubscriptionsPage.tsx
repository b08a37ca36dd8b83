import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@stallfront/shared/rules';
import {
  VENDOR_SUBSCRIPTION_CALLS,
  type VendorPlan,
  type VendorSubscriptionItem,
} from '@stallfront/shared/vendor-subscriptions';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { dayOf } from '../../ui/dates';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Drawer } from '../../ui/overlays';
import { PaymentsTable, StatusBadge, STATUS_LOOK } from './PaymentsTable';
import { PlanForm } from './PlanForm';
import { featuresOf, priceOf } from './plan-words';
import {
  useVendorPayments,
  useVendorPlans,
  useVendorSubscriptions,
  vendorSubscriptionKeys,
} from './vendor-subscription-queries';

type Panel =
  | { kind: 'add' }
  | { kind: 'edit'; plan: VendorPlan }
  | { kind: 'payments'; vendor: VendorSubscriptionItem }
  | null;

/**
 * /vendors/subscriptions: the plans the marketplace sells its vendors (price, interval, the
 * features a paid period grants) and each vendor's plan, status, end date and payments.
 */
export default function VendorSubscriptionsPage() {
  const { store } = useSession();
  const plans = useVendorPlans();
  const subs = useVendorSubscriptions();
  const [panel, setPanel] = useState<Panel>(null);
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: (input: { vendor_id: string; plan_id: string | null }) =>
      callApi(VENDOR_SUBSCRIPTION_CALLS.assign, input),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: vendorSubscriptionKeys.all });
      notifySuccess(answer.message);
    },
    onError: (error) => notifyError(error.message, 'The plan was not assigned'),
  });
  const error = plans.error ?? subs.error;
  if (error)
    return (
      <DetailLoadFailed
        noun="Vendor subscriptions"
        error={error}
        back={{ to: '/setting', label: 'Back to settings' }}
      />
    );
  if (!plans.data || !subs.data) return <DetailLoading />;
  const currency = store?.data.currency ?? 'USD';
  const planOptions = plans.data.list.map((p) => ({ value: p._id, label: p.active ? p.name : `${p.name} (off)` }));
  const close = () => setPanel(null);
  const title =
    panel?.kind === 'add'
      ? 'Add plan'
      : panel?.kind === 'edit'
        ? `Edit ${panel.plan.name}`
        : panel?.kind === 'payments'
          ? `${panel.vendor.name}: payments`
          : '';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Vendor subscriptions
          </Title>
          <Text size="sm" c="dimmed">
            Plans your vendors pay you to sell here. A vendor whose paid period ends without a new payment sees only its
            billing page until it pays.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setPanel({ kind: 'add' })}>
          Add plan
        </Button>
      </Group>

      <section aria-labelledby="plans-title">
        <Title order={2} size="h4" id="plans-title" mb="xs">
          Plans
        </Title>
        {plans.data.list.length === 0 && (
          <Text c="dimmed">No plans yet. Add the first plan your vendors can subscribe to.</Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {plans.data.list.map((plan) => (
            <Card key={plan._id} withBorder radius="md" component="article" aria-label={plan.name}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{plan.name}</Text>
                  <Badge color={plan.active ? 'teal' : 'gray'} variant="light">
                    {plan.active ? 'Offered' : 'Off'}
                  </Badge>
                </Group>
                <Text size="sm">{priceOf(plan)}</Text>
                <Text size="sm" c="dimmed">
                  {featuresOf(plan.features)}
                </Text>
                <Text size="sm" c="dimmed">
                  {plan.vendors === 1 ? '1 vendor' : `${plan.vendors} vendors`} on it
                </Text>
                <Group gap="xs" mt="xs">
                  <Button size="xs" variant="default" onClick={() => setPanel({ kind: 'edit', plan })}>
                    Edit
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="vendors-title">
        <Title order={2} size="h4" id="vendors-title" mb="xs">
          Vendors
        </Title>
        {subs.data.list.length === 0 && <Text c="dimmed">No vendors sell in your store yet.</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {subs.data.list.map((v) => (
            <Card key={v.vendor_id} withBorder radius="md" component="article" aria-label={v.name}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{v.name}</Text>
                    <Text size="xs" c="dimmed">
                      {v.company_name} · {v.email}
                    </Text>
                  </div>
                  <StatusBadge status={v.status} />
                </Group>
                <Text size="sm">
                  {v.ends_at ? `${v.status === 'active' ? 'Paid until' : 'Ended'} ${dayOf(v.ends_at)}` : 'No end date'}
                </Text>
                <Text size="sm" c="dimmed">
                  {v.last_payment
                    ? `Last payment: ${formatMoney(v.last_payment.amount, v.last_payment.currency)} for ${v.last_payment.plan_name}, ${STATUS_LOOK[v.last_payment.status]?.label.toLowerCase()} on ${dayOf(v.last_payment.created_on)}`
                    : 'No payments yet'}
                </Text>
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <Select
                    label="Plan"
                    size="xs"
                    w={200}
                    placeholder="No plan"
                    data={planOptions}
                    value={v.plan_id}
                    clearable
                    allowDeselect={false}
                    disabled={assign.isPending}
                    onChange={(planId) => assign.mutate({ vendor_id: v.vendor_id, plan_id: planId })}
                  />
                  <Button size="xs" variant="default" onClick={() => setPanel({ kind: 'payments', vendor: v })}>
                    Payments
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <Drawer opened={panel !== null} onClose={close} title={title} position="right" size="md">
        {panel?.kind === 'payments' && <VendorPayments vendorId={panel.vendor.vendor_id} />}
        {(panel?.kind === 'add' || panel?.kind === 'edit') && (
          <PlanForm
            key={panel.kind === 'edit' ? panel.plan._id : 'new'}
            plan={panel.kind === 'edit' ? panel.plan : null}
            currency={panel.kind === 'edit' ? panel.plan.currency : currency}
            onDone={close}
          />
        )}
      </Drawer>
    </Stack>
  );
}

function VendorPayments({ vendorId }: { vendorId: string }) {
  const query = useVendorPayments(vendorId);
  if (query.error) return <Text c="red">{query.error.message}</Text>;
  if (!query.data) return <DetailLoading />;
  return <PaymentsTable payments={query.data.list} />;
}
