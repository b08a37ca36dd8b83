import { Alert, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BranchDashboard, DayRange } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { DashboardHeader, PeriodControl, useDashboardPeriod } from './DashboardPeriod';
import { SalesAndTopProducts } from './SalesAndTopProducts';
import { StatCard } from './StatCard';

interface OwnDashboardProps<D extends BranchDashboard> {
  title: string;
  /** Whose figures these are, under the title ("Your lines in Bazaar Central's orders"). */
  lead: string;
  useFigures: (range: DayRange) => UseQueryResult<D>;
  /** Cards of the figures' own (a vendor's balances), before the period's. */
  extra?: (data: D) => ReactNode;
  /** What sales are, under the figures. */
  footnote: string;
  empty: { title: string; message: string };
}

/**
 * A vendor's or a branch's dashboard: the owner's period control, cards with their change against
 * the period before, sales by day as a chart or a table, and the best sellers, of its own orders.
 */
export function OwnDashboard<D extends BranchDashboard>(props: OwnDashboardProps<D>) {
  const period = useDashboardPeriod();
  const { range } = period;
  const figures = props.useFigures(range);
  const data = figures.data;
  if (data) period.learnToday(data.today.day);

  return (
    <Stack gap="md">
      <DashboardHeader title={props.title} lead={props.lead} range={range} data={data} />
      <PeriodControl period={period} />
      {figures.error ? (
        <Alert color="red" title="The figures could not be loaded">
          {figures.error.message}
        </Alert>
      ) : null}
      {data ? (
        <Figures data={data} extra={props.extra?.(data)} footnote={props.footnote} empty={props.empty} />
      ) : figures.isPending ? (
        <Skeleton h={320} />
      ) : null}
    </Stack>
  );
}

function Figures({
  data,
  extra,
  footnote,
  empty,
}: {
  data: BranchDashboard;
  extra: ReactNode;
  footnote: string;
  empty: { title: string; message: string };
}) {
  const money = (minor: number) => formatMoney(minor, data.currency);
  const { period, previous, today } = data;
  return (
    <Stack gap="md">
      {extra}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <StatCard
          label="Sales"
          value={money(period.sales)}
          now={period.sales}
          before={previous.sales}
          detail={`Against ${money(previous.sales)} from ${previous.from} to ${previous.to}`}
        />
        <StatCard label="Orders" value={String(period.orders)} now={period.orders} before={previous.orders} />
        <StatCard label="Units sold" value={String(period.units)} now={period.units} before={previous.units} />
        <StatCard
          label="Today so far"
          value={money(today.sales)}
          detail={`${today.orders} order${today.orders === 1 ? '' : 's'} · ${today.units} item${today.units === 1 ? '' : 's'}`}
        />
      </SimpleGrid>
      {period.orders === 0 && previous.orders === 0 && today.orders === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs" ta="center">
            <Title order={2} size="h4">
              {empty.title}
            </Title>
            <Text size="sm" c="dimmed" maw={420}>
              {empty.message}
            </Text>
          </Stack>
        </Card>
      ) : (
        <SalesAndTopProducts data={data} />
      )}
      <Text size="xs" c="dimmed">
        Days in {data.time_zone}. {footnote}
      </Text>
    </Stack>
  );
}
