import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ControlPanel } from '@stallfront/shared/admin-operations';
import { momentOf } from '../../ui/dates';

function HealthCard({ title, ok, children }: { title: string; ok: boolean | null; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md" role="group" aria-label={title}>
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Text fw={600}>{title}</Text>
        {ok === null ? (
          <Badge color="gray" variant="light">
            Not configured
          </Badge>
        ) : (
          <Badge color={ok ? 'green' : 'red'} variant="light">
            {ok ? 'Healthy' : 'Down'}
          </Badge>
        )}
      </Group>
      <Stack gap={2}>{children}</Stack>
    </Card>
  );
}

const Line = ({ children }: { children: React.ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);
const latency = (ms: number | null) => (ms === null ? '' : ` in ${ms} ms`);

/** The database, Redis, the mail outbox and the server's version, each a card with its state. */
export function HealthCards({ data }: { data: ControlPanel }) {
  const { database, redis, mail, version } = data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <HealthCard title="Database" ok={database.ok}>
        <Line>{database.kind === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL server'}</Line>
        <Line>
          {database.detail}
          {latency(database.ms)}
        </Line>
      </HealthCard>
      <HealthCard title="Redis" ok={redis ? redis.ok : null}>
        {redis ? (
          <Line>
            {redis.detail}
            {latency(redis.ms)}
          </Line>
        ) : (
          <Line>One node needs none; set REDIS_URL to share sockets and rate limits across nodes.</Line>
        )}
      </HealthCard>
      <HealthCard title="Mail outbox" ok={mail.failed === 0}>
        <Line>
          {mail.sent} sent · {mail.failed} failed · {mail.waiting} waiting
        </Line>
        <Line>
          {mail.transport === 'smtp'
            ? `Sent over SMTP; ${mail.kept} kept from before it was set up`
            : `${mail.kept} kept in the outbox: no SMTP is configured`}
        </Line>
      </HealthCard>
      <HealthCard title="Server" ok={true}>
        <Line>
          Version {version.version}
          {version.commit ? ` (${version.commit})` : ''}
        </Line>
        <Line>
          Node {version.node} · up since {momentOf(version.started_on)}
        </Line>
      </HealthCard>
    </SimpleGrid>
  );
}
