import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconConfetti } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { storePlan } from '@stallfront/shared/billing';
import { accessContextOf, landingPathFor } from '@stallfront/shared/routes';
import { useSession } from '../../app/session/use-session';

/** /welcome/{type}: after a plan is bought (`plan`) or a store is made (`signup`): what is open now and where to go. */
export default function WelcomePage() {
  const { type } = useParams();
  const session = useSession();
  const store = session.store?.data;
  const plan = store ? storePlan(store.package_details.package_id) : undefined;
  const onPlan = type === 'plan' && plan;
  const home = store ? landingPathFor(accessContextOf(store)) : '/session/signin';
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <IconConfetti size={48} aria-hidden color="var(--mantine-color-blue-6)" />
      <Title order={1} size="h2">
        {onPlan ? `Welcome to ${plan.name}` : `Welcome${store ? `, ${store.name}` : ' to Stallfront'}`}
      </Title>
      <Text c="dimmed" maw={520}>
        {onPlan
          ? 'Your plan is active. These are open in your console now:'
          : 'Your store is ready. Add your logo, your colours and your first products, and open your shop.'}
      </Text>
      {onPlan && (
        <Card withBorder padding="md" maw={420} w="100%" ta="left">
          <List spacing={4} icon={<IconCheck size={16} aria-hidden />}>
            {plan.highlights.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
            <List.Item>{`${plan.transactionFeeBps / 100}% transaction fee`}</List.Item>
          </List>
        </Card>
      )}
      <Group justify="center">
        {store ? (
          <>
            <Button component={Link} to={home}>
              {onPlan ? 'Go to your console' : 'Start setting up'}
            </Button>
            <Button component={Link} to="/account/billing" variant="default">
              Billing
            </Button>
          </>
        ) : (
          <Button component={Link} to="/session/signin">
            Sign in
          </Button>
        )}
      </Group>
    </Stack>
  );
}
