import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconFileInvoice } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { BILLING_CALLS, type BillingInvoice, type BillingOverview } from '@stallfront/shared/billing';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchFile } from '../../api/download';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { dayOf } from '../../ui/dates';
import { saveFile } from '../../ui/list-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { useAfterPlanChange, useBillingOverview } from './billing-queries';
import { PayPlanModal, type PlanChoice } from './PayPlanModal';

type Subscription = NonNullable<BillingOverview['subscription']>;

const STATUS: Record<Subscription['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  past_due: { label: 'Payment due', color: 'orange' },
  canceled: { label: 'Ended', color: 'gray' },
};

/** /account/billing: the plan, its renewal, the card on file, the invoices, and what an inactive store must pay. */
export default function BillingPage() {
  const overview = useBillingOverview();
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  if (overview.error)
    return (
      <DetailLoadFailed noun="Billing" error={overview.error} back={{ to: '/deployment/plans', label: 'See plans' }} />
    );
  if (!overview.data) return <DetailLoading />;
  const view = overview.data.data;
  const sub = view.subscription;
  const payNow = () => sub && setChoice({ packageId: sub.pending_package_id ?? view.package_id, period: sub.period });
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          Billing
        </Title>
        <Text size="sm" c="dimmed">
          Your plan, its renewal and your invoices.
        </Text>
      </div>
      {view.store_status !== 'active' && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Your store is inactive">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              The plan's renewal was not paid by the end of the grace period, so the shop and the console are closed
              until it is. Pay for a plan to open them again.
            </Text>
            <Group>
              {sub && <Button onClick={payNow}>Pay and reactivate</Button>}
              <Button component={Link} to="/deployment/plans" variant="default">
                See plans
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {sub?.status === 'past_due' && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={view.renewal_pay_url ? 'Your renewal is due' : 'Your renewal payment failed'}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Pay before {sub.grace_ends_on ? dayOf(sub.grace_ends_on) : 'the grace period ends'} to keep your store
              open.
            </Text>
            {view.renewal_pay_url ? (
              <Button component="a" href={view.renewal_pay_url}>
                Pay on the payment page
              </Button>
            ) : (
              <Button onClick={payNow}>Pay now</Button>
            )}
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlanCard view={view} />
        <Card withBorder padding="md" component="section" aria-labelledby="method-title">
          <Title order={2} size="h4" id="method-title" mb="xs">
            Payment method
          </Title>
          {view.payment_method ? (
            <Group gap="xs">
              <IconCreditCard size={20} aria-hidden />
              <Text size="sm">
                {view.payment_method.brand} ending in {view.payment_method.last4}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No card on file. The card you pay a plan with is kept for its renewals.
            </Text>
          )}
          {view.payment_method && (
            <Text size="xs" c="dimmed" mt="xs">
              Held by the {view.payment_method.provider.toLowerCase()}; the next payment you make replaces it.
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <Invoices invoices={view.invoices} />
      <PayPlanModal choice={choice} onClose={() => setChoice(null)} />
    </Stack>
  );
}

function PlanCard({ view }: { view: BillingOverview }) {
  const afterChange = useAfterPlanChange();
  const sub = view.subscription;
  const change = useMutation({
    mutationFn: (what: 'cancel' | 'resume') => callApi(BILLING_CALLS[what], {}),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await afterChange();
    },
    onError: (error) => notifyError(error.message),
  });
  const confirmCancel = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Cancel your plan?',
        children: (
          <Text size="sm">
            You keep {view.package_name} until {sub ? dayOf(sub.period_end) : 'the period ends'}; then the store moves
            to the free plan and the paid features close. You can resume before then.
          </Text>
        ),
        labels: { confirm: 'Cancel at period end', cancel: 'Keep my plan' },
        confirmProps: { color: 'red' },
        onConfirm: () => change.mutate('cancel'),
      }),
    );
  const live = sub && sub.status !== 'canceled';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="plan-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="plan-title">
          {view.package_name}
        </Title>
        {live && <Badge color={STATUS[sub.status].color}>{STATUS[sub.status].label}</Badge>}
      </Group>
      {live ? (
        <Stack gap={4}>
          <Text size="sm">
            Billed {sub.period}, period {dayOf(sub.period_start)} to {dayOf(sub.period_end)}
          </Text>
          {sub.cancel_at_period_end ? (
            <Text size="sm" c="orange.8">
              Cancelled: ends on {dayOf(sub.period_end)}, then the free plan.
            </Text>
          ) : sub.pending_package_name ? (
            <Text size="sm">
              Moves to {sub.pending_package_name} ({sub.pending_period}) on {dayOf(sub.period_end)}, renewing at{' '}
              {formatMoney(sub.next_charge, sub.currency)}.
            </Text>
          ) : (
            sub.status === 'active' && (
              <Text size="sm">
                Renews on {dayOf(sub.period_end)} for {formatMoney(sub.next_charge, sub.currency)}.
              </Text>
            )
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {view.package_id.endsWith('free') ? 'A free plan: nothing to pay.' : 'No paid period running.'}
        </Text>
      )}
      <Group mt="md" gap="xs">
        <Button component={Link} to="/deployment/plans" variant={live ? 'default' : 'filled'}>
          {live ? 'Change plan' : 'Upgrade'}
        </Button>
        {live && sub.status === 'active' && !sub.cancel_at_period_end && !sub.pending_package_id && (
          <Button variant="subtle" color="red" onClick={confirmCancel} loading={change.isPending}>
            Cancel plan
          </Button>
        )}
        {live && sub.status === 'active' && (sub.cancel_at_period_end || sub.pending_package_id) && (
          <Button variant="light" onClick={() => change.mutate('resume')} loading={change.isPending}>
            Keep {view.package_name}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function Invoices({ invoices }: { invoices: BillingInvoice[] }) {
  const download = useMutation({
    mutationFn: (invoice: BillingInvoice) => fetchFile(BILLING_CALLS.invoicePdf, { id: invoice._id }),
    onSuccess: (file, invoice) => saveFile(file, `stallfront-invoice-${invoice.number}.pdf`),
    onError: (error) => notifyError(error.message),
  });
  const pdfButton = (invoice: BillingInvoice) => (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileInvoice size={14} aria-hidden />}
      loading={download.isPending && download.variables?._id === invoice._id}
      onClick={() => download.mutate(invoice)}
      aria-label={`Download invoice ${invoice.number} as PDF`}
    >
      PDF
    </Button>
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoices-title">
      <Title order={2} size="h4" id="invoices-title" mb="xs">
        Invoices
      </Title>
      {invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invoices yet: one is issued for every plan payment.
        </Text>
      ) : (
        <>
          <Table visibleFrom="sm" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((i) => (
                <Table.Tr key={i._id}>
                  <Table.Td>{i.number}</Table.Td>
                  <Table.Td>{dayOf(i.issued_on)}</Table.Td>
                  <Table.Td>{i.package_name}</Table.Td>
                  <Table.Td ta="right">{formatMoney(i.total, i.currency)}</Table.Td>
                  <Table.Td ta="right">{pdfButton(i)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack hiddenFrom="sm" gap="sm">
            {invoices.map((i) => (
              <Group key={i._id} justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {i.number} · {formatMoney(i.total, i.currency)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dayOf(i.issued_on)} · {i.package_name}
                  </Text>
                </div>
                {pdfButton(i)}
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Card>
  );
}
