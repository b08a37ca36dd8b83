import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@stallfront/shared/rules';
import {
  type MyVendorSubscription,
  VENDOR_SUBSCRIPTION_CALLS,
  type VendorCheckoutReply,
} from '@stallfront/shared/vendor-subscriptions';
import { callApi } from '../../api/client';
import { dayOf } from '../../ui/dates';
import { notifyError } from '../../ui/notify';
import { useAfterPlanChange } from '../billing/billing-queries';
import { featuresOf, priceOf } from './plan-words';
import { vendorSubscriptionKeys } from './vendor-subscription-queries';

type Plan = MyVendorSubscription['plans'][number];
const TEST_CARD = '4242 4242 4242 4242';

/**
 * Pay for a vendor plan through the store's payment gateway (the test gateway). One try is one
 * attempt key, so a resent click never charges twice; after a declined card the next try gets a
 * new key. A paid plan refreshes the session, so an expired vendor's menu comes back at once.
 */
export function VendorPayModal({
  plan,
  seenEndsAt,
  onClose,
  onPaid,
}: {
  plan: Plan | null;
  seenEndsAt: string | null;
  onClose: () => void;
  onPaid: (answer: VendorCheckoutReply) => void;
}) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={plan ? `Pay for ${plan.name}` : ''} centered>
      {plan && <PayPlan plan={plan} seenEndsAt={seenEndsAt} onClose={onClose} onPaid={onPaid} />}
    </Modal>
  );
}

function PayPlan({
  plan,
  seenEndsAt,
  onClose,
  onPaid,
}: {
  plan: Plan;
  seenEndsAt: string | null;
  onClose: () => void;
  onPaid: (answer: VendorCheckoutReply) => void;
}) {
  const queryClient = useQueryClient();
  const afterChange = useAfterPlanChange();
  const [card, setCard] = useState(TEST_CARD);
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const [declined, setDeclined] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: () =>
      callApi(VENDOR_SUBSCRIPTION_CALLS.checkout, {
        plan_id: plan._id,
        card_number: card,
        attempt_key: attemptKey,
        seen_ends_at: seenEndsAt,
      }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: vendorSubscriptionKeys.all });
      if (answer.outcome === 'failed') {
        setDeclined(answer.message);
        setAttemptKey(crypto.randomUUID());
        return;
      }
      await afterChange();
      onPaid(answer);
    },
    onError: (error) => notifyError(error.message, 'Nothing was charged'),
  });
  return (
    <Stack gap="md">
      <div>
        <Text fw={600}>{priceOf(plan)}</Text>
        <Text size="sm" c="dimmed">
          {featuresOf(plan.features)}
        </Text>
      </div>
      <Text size="sm">
        {seenEndsAt && new Date(seenEndsAt).getTime() > Date.now()
          ? `The new ${plan.interval} starts when your current period ends on ${dayOf(seenEndsAt)}.`
          : `Your subscription starts now and runs for a ${plan.interval}.`}
      </Text>
      {declined && (
        <Alert color="red" title="The payment did not go through">
          {declined}
        </Alert>
      )}
      {plan.price > 0 && (
        <TextInput
          label="Card number"
          description="Test gateway: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
          value={card}
          onChange={(e) => setCard(e.currentTarget.value)}
          autoComplete="cc-number"
          inputMode="numeric"
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button loading={pay.isPending} onClick={() => pay.mutate()}>
          {plan.price > 0 ? `Pay ${formatMoney(plan.price, plan.currency)}` : 'Subscribe for free'}
        </Button>
      </Group>
    </Stack>
  );
}
