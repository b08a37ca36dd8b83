import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ABANDONED_CART_ACCESS } from '@stallfront/shared/carts';
import { type DayRange, percentChange } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { useMayCall } from '../../app/session/use-may-call';
import { useDashboardFunnel } from './funnel-queries';

/** Carts abandoned in the period (at today's prices) and those that became orders after all. */
export function AbandonedCartsCard({ range }: { range: DayRange }) {
  const funnel = useDashboardFunnel(range);
  const mayOpenList = useMayCall(ABANDONED_CART_ACCESS);
  if (funnel.error) return null;
  if (!funnel.data) return <Skeleton h={120} />;
  const { currency, period, previous } = funnel.data;
  const { abandoned } = period;
  const money = (minor: number) => formatMoney(minor, currency);
  const change = percentChange(abandoned.value, previous.abandoned.value);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="abandoned-title">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs" mb="sm">
        <Title order={2} size="h4" id="abandoned-title">
          Abandoned carts
        </Title>
        {mayOpenList ? (
          <Group gap="sm">
            <Anchor component={Link} to="/orders/abandoned-cart/guest-user" size="sm">
              Guests' carts
            </Anchor>
            <Anchor component={Link} to="/orders/abandoned-cart/customer" size="sm">
              Customers' carts
            </Anchor>
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label="Abandoned value" value={money(abandoned.value)} stat="abandoned-value" />
        <Figure label="Abandoned carts" value={String(abandoned.count)} stat="abandoned-count" />
        <Figure label="Recovered value" value={money(abandoned.recovered_value)} stat="recovered-value" />
        <Figure
          label="Recovered"
          value={abandoned.recovery_rate === null ? '–' : `${abandoned.recovery_rate}%`}
          stat="recovery-rate"
          detail={`${abandoned.recovered_count} of ${abandoned.count}`}
        />
      </SimpleGrid>
      <Group gap="xs" mt="sm" wrap="wrap">
        <Text size="xs" c="dimmed">
          At today's prices. Before: {money(previous.abandoned.value)} from {previous.from} to {previous.to}
        </Text>
        {change !== null && change !== 0 ? (
          <Badge variant="light" size="sm" color={change > 0 ? 'red' : 'green'}>
            {`${change > 0 ? '+' : ''}${change}%`}
          </Badge>
        ) : null}
      </Group>
    </Card>
  );
}

function Figure({ label, value, stat, detail }: { label: string; value: string; stat: string; detail?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={20} fw={700} data-abandoned={stat}>
        {value}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
