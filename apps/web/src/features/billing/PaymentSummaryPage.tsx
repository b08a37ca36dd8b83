import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { BILLING_CALLS } from '@stallfront/shared/billing';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { dayOf } from '../../ui/dates';
import { billingKeys, useAfterPlanChange } from './billing-queries';

/**
 * /payment-summary/{type}/{id}[/{store_id}]: what was paid, for which plan and period, and
 * when it renews; then on to the welcome page. `plan` is the one type paid here so far.
 */
export default function PaymentSummaryPage() {
  const { type = '', id = '', store_id: storeId } = useParams();
  const session = useSession();
  const signedInStore = session.store?.data._id;
  const otherStore = Boolean(storeId && signedInStore && storeId !== signedInStore);
  const payment = useQuery({
    queryKey: billingKeys.payment(id),
    queryFn: ({ signal }) => callApi(BILLING_CALLS.payment, { id }, { signal }),
    enabled: type === 'plan' && Boolean(signedInStore) && !otherStore,
    // Back from Stripe or Razorpay: the webhook confirms the payment in a moment.
    refetchInterval: (query) => (query.state.data?.data.status === 'pending' ? 1500 : false),
  });
  const afterChange = useAfterPlanChange();
  const wasPending = useRef(false);
  const status = payment.data?.data.status;
  useEffect(() => {
    if (status === 'pending') wasPending.current = true;
    // Confirmed while this page was open: the session (package, menus) reads the new plan.
    if (status === 'paid' && wasPending.current) {
      wasPending.current = false;
      void afterChange();
    }
  }, [status, afterChange]);
  const title = (
    <Title order={1} size="h2">
      Payment summary
    </Title>
  );
  if (type !== 'plan' || !signedInStore || otherStore)
    return (
      <Stack gap="md">
        {title}
        <Alert color="yellow">
          {type !== 'plan'
            ? 'There is no payment of this kind to show.'
            : 'Sign in to the store that made this payment to see its summary.'}
        </Alert>
        <Button component={Link} to="/session/signin" style={{ alignSelf: 'flex-start' }}>
          Sign in
        </Button>
      </Stack>
    );
  if (payment.error)
    return (
      <DetailLoadFailed noun="Payment" error={payment.error} back={{ to: '/account/billing', label: 'Billing' }} />
    );
  if (!payment.data) return <DetailLoading />;
  const p = payment.data.data;
  if (p.status === 'failed')
    return (
      <Navigate
        to={`/payment-failure?${new URLSearchParams({ reason: p.message ?? '', package_id: p.package_id, period: p.period })}`}
        replace
      />
    );
  const money = (minor: number) => formatMoney(minor, p.currency);
  return (
    <Stack gap="md">
      {title}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck size={32} color="var(--mantine-color-green-7)" aria-hidden />
            <div>
              <Text fw={700} size="lg">
                {p.status === 'paid' ? `Paid ${money(p.amount)}` : 'Payment is being confirmed'}
              </Text>
              <Text size="sm" c="dimmed">
                {dayOf(p.created_on)}
                {p.invoice_number ? ` · Invoice ${p.invoice_number}` : ''}
              </Text>
            </div>
          </Group>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>New plan</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {p.package_name} ({p.period})
                </Table.Td>
              </Table.Tr>
              {p.lines.map((line) => (
                <Table.Tr key={line.description}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>Paid period</Table.Td>
                <Table.Td ta="right">
                  {dayOf(p.period_start)} to {dayOf(p.period_end)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Next renewal</Table.Td>
                <Table.Td ta="right">{dayOf(p.period_end)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Card>
      <Group>
        <Button component={Link} to="/welcome/plan">
          Continue
        </Button>
        <Button component={Link} to="/account/billing" variant="default">
          View billing
        </Button>
      </Group>
    </Stack>
  );
}
