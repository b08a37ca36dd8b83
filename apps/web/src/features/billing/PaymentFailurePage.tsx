import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { storePlan } from '@stallfront/shared/billing';

/** /payment-failure: the gateway's reason, and a way to try again with the same plan. Nothing was charged or changed. */
export default function PaymentFailurePage() {
  const [params] = useSearchParams();
  const reason = params.get('reason') || 'The payment did not go through.';
  const plan = storePlan(params.get('package_id') ?? '');
  const period = params.get('period') === 'yearly' ? 'yearly' : 'monthly';
  const retry = plan
    ? `/deployment/plans?${new URLSearchParams({ package_id: plan.id, period })}`
    : '/deployment/plans';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Payment failed
      </Title>
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={reason.slice(0, 200)}>
        <Text size="sm">
          Nothing was charged and your plan {plan ? `was not changed to ${plan.name}` : 'is unchanged'}. Try again with
          another card.
        </Text>
      </Alert>
      <Group>
        <Button component={Link} to={retry}>
          Try again
        </Button>
        <Button component={Link} to="/account/billing" variant="default">
          Back to billing
        </Button>
      </Group>
    </Stack>
  );
}
