import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accessContextOf, landingPathFor } from '@stallfront/shared/routes';
import { countOf, vendorSubscriptionState } from '@stallfront/shared/rules';
import type { MyVendorSubscription } from '@stallfront/shared/vendor-subscriptions';
import { getSession } from '../../app/session/session-store';
import { useSession } from '../../app/session/use-session';
import { dayOf } from '../../ui/dates';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { notifySuccess } from '../../ui/notify';
import { PaymentsTable } from '../vendor-subscriptions/PaymentsTable';
import { featuresOf, priceOf } from '../vendor-subscriptions/plan-words';
import { VendorPayModal } from '../vendor-subscriptions/VendorPayModal';
import { useMyVendorSubscription } from '../vendor-subscriptions/vendor-subscription-queries';

type Plan = MyVendorSubscription['plans'][number];

/**
 * /vendor-account/vendor-billing: the vendor's subscription to sell on the store (plan, end date,
 * payments), and the one page an expired vendor may open, so it says why and how to pay. Paying
 * for a plan extends the subscription and brings an expired vendor's menu back.
 */
export default function VendorBillingPage() {
  const { store } = useSession();
  const query = useMyVendorSubscription();
  const navigate = useNavigate();
  const [paying, setPaying] = useState<Plan | null>(null);
  if (!store) return null;
  if (query.error)
    return (
      <DetailLoadFailed noun="Billing" error={query.error} back={{ to: '/vendor-account', label: 'Back to account' }} />
    );
  if (!query.data) return <DetailLoading />;
  const sub = query.data.data;
  const { name: storeName, email: storeEmail } = store.data;
  const state = vendorSubscriptionState(sub.status, sub.ends_at, new Date());
  const renewMail = `mailto:${storeEmail}?subject=${encodeURIComponent(`Renew my vendor subscription on ${storeName}`)}`;
  const canPay = sub.offered && sub.plans.length > 0;

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        Billing
      </Title>
      {state.kind === 'expired' ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Your subscription has expired">
          <Stack gap="xs">
            <Text size="sm">
              {state.endedAt
                ? `Your subscription to sell on ${storeName} ended on ${dayOf(state.endedAt)} (${daysAgo(state.daysAgo ?? 0)}).`
                : `${storeName} has ended your subscription to sell on its shop.`}{' '}
              Until it is renewed, your products are hidden from the shop and this is the only page of the console you
              can open.
            </Text>
            {canPay ? (
              <Text size="sm">Choose a plan below and pay for it: your account opens again at once.</Text>
            ) : (
              <>
                <Text size="sm">
                  {storeName} renews vendor subscriptions: write to {storeEmail}. Sign in again once they have renewed
                  it.
                </Text>
                <div>
                  <Button component="a" href={renewMail} leftSection={<IconMail size={16} />}>
                    Ask {storeName} to renew
                  </Button>
                </div>
              </>
            )}
          </Stack>
        </Alert>
      ) : (
        <Card withBorder padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>Subscription active</Text>
            {sub.plan && <Badge variant="light">{sub.plan.name}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {state.kind === 'active'
              ? `Your subscription to sell on ${storeName} runs until ${dayOf(state.endsAt)} (${countOf(state.daysLeft, 'day')} left).`
              : `Your subscription to sell on ${storeName} has no end date.`}{' '}
            {canPay ? 'Pay for your plan (or another) before then to extend it.' : `To renew, write to ${storeEmail}.`}
          </Text>
        </Card>
      )}

      {canPay && (
        <section aria-labelledby="plans-title">
          <Title order={2} size="h4" id="plans-title" mb="xs">
            Plans
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {sub.plans.map((plan) => {
              const current = plan._id === sub.plan?._id;
              return (
                <Card key={plan._id} withBorder radius="md" component="article" aria-label={plan.name}>
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600}>{plan.name}</Text>
                      {current && (
                        <Badge color="teal" variant="light">
                          Your plan
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">{priceOf(plan)}</Text>
                    <Text size="sm" c="dimmed">
                      {featuresOf(plan.features)}
                    </Text>
                    <div>
                      <Button
                        size="xs"
                        mt="xs"
                        variant={current ? 'filled' : 'default'}
                        onClick={() => setPaying(plan)}
                      >
                        {current ? 'Pay to renew' : 'Choose and pay'}
                      </Button>
                    </div>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>
      )}

      <section aria-labelledby="payments-title">
        <Title order={2} size="h4" id="payments-title" mb="xs">
          Payments
        </Title>
        <PaymentsTable payments={sub.payments} />
      </section>

      <VendorPayModal
        plan={paying}
        seenEndsAt={sub.ends_at}
        onClose={() => setPaying(null)}
        onPaid={(answer) => {
          setPaying(null);
          notifySuccess(answer.message);
          // The session was read again on payment: an expired vendor is active now and goes to its landing screen.
          const fresh = getSession().store;
          if (state.kind === 'expired' && fresh) navigate(landingPathFor(accessContextOf(fresh.data)));
        }}
      />
    </Stack>
  );
}

const daysAgo = (days: number) => (days === 0 ? 'today' : `${countOf(days, 'day')} ago`);
