import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { SetupChecklist } from '../getting-started/SetupChecklist';
import { Breakdowns } from './Breakdowns';
import { AbandonedCartsCard } from './AbandonedCartsCard';
import { ConversionSection } from './ConversionSection';
import { CustomersCard } from './CustomersCard';
import { DashboardHeader, PeriodControl, useDashboardPeriod } from './DashboardPeriod';
import { useDashboard } from './dashboard-queries';
import { RequestFigures } from './RequestFigures';
import { SalesAndTopProducts } from './SalesAndTopProducts';
import { StatCard } from './StatCard';

/** /dashboard (Analytics): the store's sales over a period against the one before, from the rollups. */
export default function DashboardPage() {
  const period = useDashboardPeriod();
  const { range } = period;
  const dashboard = useDashboard(range);
  const data = dashboard.data;
  if (data) period.learnToday(data.today.day);

  return (
    <Stack gap="md">
      <DashboardHeader title="Analytics" range={range} data={data} />
      <SetupChecklist />
      <PeriodControl period={period} />
      {dashboard.error ? (
        <Alert color="red" title="The figures could not be loaded">
          {dashboard.error.message}
        </Alert>
      ) : null}
      <RequestFigures range={range} />
      {data ? <Figures data={data} /> : dashboard.isPending ? <Skeleton h={320} /> : null}
      <CustomersCard range={range} />
      <ConversionSection range={range} />
      <AbandonedCartsCard range={range} />
    </Stack>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const money = (minor: number) => formatMoney(minor, data.currency);
  const { period, previous, today } = data;
  const compared = `Against ${money(previous.sales)} from ${previous.from} to ${previous.to}`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <StatCard
          label="Sales"
          value={money(period.sales)}
          now={period.sales}
          before={previous.sales}
          detail={compared}
        />
        <StatCard label="Orders" value={String(period.orders)} now={period.orders} before={previous.orders} />
        <StatCard
          label="Average order value"
          value={money(period.average_order_value)}
          now={period.average_order_value}
          before={previous.average_order_value}
        />
        <StatCard
          label="Today so far"
          value={money(today.sales)}
          detail={`${today.orders} order${today.orders === 1 ? '' : 's'} · ${today.units} item${today.units === 1 ? '' : 's'}`}
        />
      </SimpleGrid>
      {period.orders === 0 && previous.orders === 0 && today.orders === 0 ? (
        <NoOrders />
      ) : (
        <SalesAndTopProducts data={data} />
      )}
      {period.orders > 0 ? <Breakdowns data={data} /> : null}
      <Text size="xs" c="dimmed">
        Days in {data.time_zone}. Sales are placed orders that were not cancelled, tax and delivery included.
      </Text>
    </Stack>
  );
}

function NoOrders() {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} size="h4">
          No orders yet
        </Title>
        <Text size="sm" c="dimmed" maw={420}>
          Your sales, orders and best sellers show here once shoppers buy. Add products and share your store's link to
          get the first order.
        </Text>
        <Button component={Link} to="/product-sections/products" variant="light">
          Add products
        </Button>
      </Stack>
    </Card>
  );
}
