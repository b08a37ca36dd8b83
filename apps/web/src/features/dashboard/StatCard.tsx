import { Badge, Card, Group, Text } from '@mantine/core';
import { percentChange } from '@stallfront/shared/dashboard';

interface StatCardProps {
  label: string;
  value: string;
  /** The same figure in the previous period, to show the change; none for today's cards. */
  now?: number;
  before?: number;
  detail?: string;
}

/** A figure of the period and its change against the period before. */
export function StatCard({ label, value, now, before, detail }: StatCardProps) {
  const change = now === undefined || before === undefined ? undefined : percentChange(now, before);
  return (
    <Card withBorder padding="md" aria-label={label} role="group">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text fz={26} fw={700} data-stat={label}>
          {value}
        </Text>
        {change !== undefined ? <ChangeBadge change={change} /> : null}
      </Group>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Card>
  );
}

function ChangeBadge({ change }: { change: number | null }) {
  if (change === null)
    return (
      <Badge variant="light" color="blue">
        New
      </Badge>
    );
  const color = change > 0 ? 'green' : change < 0 ? 'red' : 'gray';
  const sign = change > 0 ? '+' : '';
  return (
    <Badge variant="light" color={color} aria-label={`${sign}${change}% against the previous period`}>
      {`${sign}${change}%`}
    </Badge>
  );
}
