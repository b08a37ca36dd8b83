import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { countOf, vendorSubscriptionState } from '@stallfront/shared/rules';
import { useSession } from '../../app/session/use-session';
import { dayOf } from '../../ui/dates';

/**
 * /vendor-account/vendor-billing: the vendor's subscription to sell on the store, and the one page an
 * expired vendor may open, so it says why and what to do. The store renews vendors (the multi-vendor
 * work adds paying here).
 */
export default function VendorBillingPage() {
  const { store } = useSession();
  if (!store) return null;
  const { name: storeName, email: storeEmail, vendor_status, vendor_subscription_ends_at } = store.data;
  const state = vendorSubscriptionState(vendor_status, vendor_subscription_ends_at, new Date());
  const renewMail = `mailto:${storeEmail}?subject=${encodeURIComponent(`Renew my vendor subscription on ${storeName}`)}`;

  return (
    <Stack gap="md" maw={640}>
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
            <Text size="sm">
              {storeName} renews vendor subscriptions: write to {storeEmail}. Sign in again once they have renewed it.
            </Text>
            <div>
              <Button component="a" href={renewMail} leftSection={<IconMail size={16} />}>
                Ask {storeName} to renew
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : (
        <Card withBorder padding="md">
          <Text fw={600}>Subscription active</Text>
          <Text size="sm" c="dimmed">
            {state.kind === 'active'
              ? `Your subscription to sell on ${storeName} runs until ${dayOf(state.endsAt)} (${countOf(state.daysLeft, 'day')} left). To renew, write to ${storeEmail}.`
              : `Your subscription to sell on ${storeName} has no end date.`}
          </Text>
        </Card>
      )}
    </Stack>
  );
}

const daysAgo = (days: number) => (days === 0 ? 'today' : `${countOf(days, 'day')} ago`);
