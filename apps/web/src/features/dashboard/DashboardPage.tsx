import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type Dashboard,
  DASHBOARD_PRESETS,
  type DashboardPreset,
  type DayRange,
  presetRange,
  storeDayOf,
} from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { saveFile } from '../../ui/list-page/download';
import { SetupChecklist } from '../getting-started/SetupChecklist';
import { Breakdowns } from './Breakdowns';
import { AbandonedCartsCard } from './AbandonedCartsCard';
import { ConversionSection } from './ConversionSection';
import { CustomersCard } from './CustomersCard';
import { CustomRange } from './CustomRange';
import { daysCsv } from './dashboard-csv';
import { useDashboard } from './dashboard-queries';
import { RequestFigures } from './RequestFigures';
import { SalesByDay } from './SalesByDay';
import { StatCard } from './StatCard';
import { TopProducts } from './TopProducts';

const PRESET_LABELS: Record<DashboardPreset | 'custom', string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  custom: 'Custom',
};

/** Five periods fit one line above this width. */
const PHONE_QUERY = '(max-width: 480px)';

const browserToday = () => storeDayOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** /dashboard (Analytics): the store's sales over a period against the one before, from the rollups. */
export default function DashboardPage() {
  const [preset, setPreset] = useState<DashboardPreset | 'custom'>('30d');
  // The browser's today until the server names the store's (its time zone may differ).
  const [today, setToday] = useState(browserToday);
  const [custom, setCustom] = useState<DayRange>(() => presetRange('7d', today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const dashboard = useDashboard(range);
  const phone = useMediaQuery(PHONE_QUERY, false);
  const data = dashboard.data;
  if (data && data.today.day !== today) setToday(data.today.day);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Analytics
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!data}
          onClick={() => data && saveFile(daysCsv(data.days, data.currency), `Sales ${range.from} to ${range.to}.csv`)}
        >
          Export CSV
        </Button>
      </Group>
      <SetupChecklist />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="Period"
          size={phone ? 'xs' : 'sm'}
          fullWidth={phone}
          w={phone ? '100%' : undefined}
          value={preset}
          onChange={(value) => setPreset(value as DashboardPreset | 'custom')}
          data={[...DASHBOARD_PRESETS, 'custom' as const].map((value) => ({ value, label: PRESET_LABELS[value] }))}
        />
        {preset === 'custom' ? <CustomRange value={custom} today={today} onChange={setCustom} /> : null}
      </Group>
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
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Card withBorder padding="md" h="100%">
              <Title order={2} size="h4" mb="sm">
                Sales by day
              </Title>
              <SalesByDay days={data.days} currency={data.currency} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <TopProducts products={data.top_products} currency={data.currency} />
          </Grid.Col>
        </Grid>
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
