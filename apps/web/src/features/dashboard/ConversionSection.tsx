import { Alert, Badge, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  type DashboardFunnel,
  type DashboardFunnelPeriod,
  type DayRange,
  type FunnelStep,
  percentChange,
} from '@stallfront/shared/dashboard';
import { saveFile } from '../../ui/list-page/download';
import { funnelDaysCsv } from './funnel-csv';
import { useDashboardFunnel } from './funnel-queries';
import { SessionsByDay } from './SessionsByDay';

const STEPS: { key: FunnelStep; label: string; rate: keyof DashboardFunnelPeriod | null }[] = [
  { key: 'sessions', label: 'Sessions', rate: null },
  { key: 'cart_sessions', label: 'Added to cart', rate: 'cart_rate' },
  { key: 'checkout_sessions', label: 'Reached checkout', rate: 'checkout_rate' },
  { key: 'orders', label: 'Orders', rate: 'conversion_rate' },
];

/** The dashboard's "Conversion": the shop's sessions down to orders, and its sessions a day. */
export function ConversionSection({ range }: { range: DayRange }) {
  const funnel = useDashboardFunnel(range);
  if (funnel.error)
    return (
      <Alert color="red" title="The conversion figures could not be loaded">
        {funnel.error.message}
      </Alert>
    );
  if (!funnel.data) return <Skeleton h={240} />;
  return <Conversion data={funnel.data} range={range} />;
}

function Conversion({ data, range }: { data: DashboardFunnel; range: DayRange }) {
  const { period, previous, today } = data;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="conversion-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h4" id="conversion-title">
              Conversion
            </Title>
            <Text size="xs" c="dimmed" data-today-visits>
              Today so far: {today.sessions} session{today.sessions === 1 ? '' : 's'} · {today.cart_sessions} added to
              cart · {today.orders} order{today.orders === 1 ? '' : 's'}
            </Text>
          </Stack>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => saveFile(funnelDaysCsv(data.days), `Sessions ${range.from} to ${range.to}.csv`)}
          >
            Sessions CSV
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="list" aria-label="Funnel">
          {STEPS.map((step) => (
            <FunnelStepCard key={step.key} step={step} period={period} previous={previous} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {period.page_views} page views. Rates are shares of the sessions; against {previous.from} to {previous.to}.
        </Text>
        <SessionsByDay days={data.days} />
      </Stack>
    </Card>
  );
}

function FunnelStepCard({
  step,
  period,
  previous,
}: {
  step: (typeof STEPS)[number];
  period: DashboardFunnelPeriod;
  previous: DashboardFunnelPeriod;
}) {
  const count = period[step.key];
  const rate = step.rate ? (period[step.rate] as number | null) : period.sessions > 0 ? 100 : null;
  const change = percentChange(count, previous[step.key]);
  return (
    <Stack gap={4} role="listitem" aria-label={step.label}>
      <Text size="sm" c="dimmed">
        {step.label}
      </Text>
      <Group gap={6} align="baseline" wrap="wrap">
        <Text fz={22} fw={700} data-funnel-step={step.key}>
          {count}
        </Text>
        {step.rate ? (
          <Text size="sm" fw={500}>
            {rate === null ? '–' : `${rate}%`}
          </Text>
        ) : null}
      </Group>
      <Progress value={Math.min(100, rate ?? 0)} size="sm" color="teal" aria-hidden />
      <Change change={change} />
    </Stack>
  );
}

function Change({ change }: { change: number | null }) {
  if (change === null)
    return (
      <Badge variant="light" color="blue" w="fit-content">
        New
      </Badge>
    );
  const sign = change > 0 ? '+' : '';
  const color = change > 0 ? 'green' : change < 0 ? 'red' : 'gray';
  return (
    <Badge variant="light" color={color} w="fit-content" aria-label={`${sign}${change}% against the previous period`}>
      {`${sign}${change}%`}
    </Badge>
  );
}
