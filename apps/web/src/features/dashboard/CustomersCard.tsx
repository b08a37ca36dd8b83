import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CustomerPeriod, DashboardCustomers, DayRange } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { saveFile } from '../../ui/list-page/download';
import { customerDaysCsv } from './customers-csv';
import { useDashboardCustomers } from './customers-queries';
import { StatCard } from './StatCard';

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The dashboard's Customers section: new against returning customers over the period, and day by day. */
export function CustomersCard({ range }: { range: DayRange }) {
  const customers = useDashboardCustomers(range);
  const data = customers.data;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="customers-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs" mb="sm">
        <Title order={2} size="h4" id="customers-title">
          Customers
        </Title>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to="/reports/customers" size="sm">
            Cohorts report
          </Anchor>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            disabled={!data}
            onClick={() => data && saveFile(customerDaysCsv(data.days), `Customers ${range.from} to ${range.to}.csv`)}
          >
            CSV
          </Button>
        </Group>
      </Group>
      {customers.error ? (
        <Text c="red" size="sm">
          The customers could not be loaded: {customers.error.message}
        </Text>
      ) : data ? (
        <Figures data={data} />
      ) : (
        <Skeleton h={260} />
      )}
    </Card>
  );
}

function Figures({ data }: { data: DashboardCustomers }) {
  const money = (minor: number) => formatMoney(minor, data.currency);
  const { period, previous } = data;
  const orders = (n: number) => `${n} order${n === 1 ? '' : 's'}`;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <StatCard
          label="Customers"
          value={String(period.customers)}
          now={period.customers}
          before={previous.customers}
          detail={`Against ${previous.customers} from ${previous.from} to ${previous.to}`}
        />
        <StatCard
          label="New customers"
          value={String(period.new_customers)}
          now={period.new_customers}
          before={previous.new_customers}
          detail={`${orders(period.new_orders)} · ${money(period.new_sales)}`}
        />
        <StatCard
          label="Returning customers"
          value={String(period.returning_customers)}
          now={period.returning_customers}
          before={previous.returning_customers}
          detail={`${orders(period.returning_orders)} · ${money(period.returning_sales)}`}
        />
        <StatCard
          label="Repeat customer rate"
          value={`${period.repeat_rate}%`}
          // A rate's change is in points, not percent of itself: the previous rate says it plainly.
          detail={`${period.repeat_customers} of ${period.customers} ordered more than once · ${previous.repeat_rate}% before`}
        />
      </SimpleGrid>
      <CustomerDays days={data.days} period={period} />
    </Stack>
  );
}

function CustomerDays({ days, period }: { days: DashboardCustomers['days']; period: CustomerPeriod }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show the customers as"
        w="fit-content"
        value={view}
        onChange={(value) => setView(value as 'chart' | 'table')}
        data={[
          { value: 'chart', label: 'Chart' },
          { value: 'table', label: 'Table' },
        ]}
      />
      {view === 'chart' ? (
        <BarChart
          h={220}
          w="100%"
          type="stacked"
          data={days.map((d) => ({ day: shortDay(d.day), new: d.new_customers, returning: d.returning_customers }))}
          dataKey="day"
          series={[
            { name: 'new', label: 'New', color: 'teal.6' },
            { name: 'returning', label: 'Returning', color: 'indigo.6' },
          ]}
          withLegend
          yAxisProps={{ width: 32, allowDecimals: false }}
          aria-label="New and returning customers by day"
        />
      ) : (
        <Table.ScrollContainer minWidth={300} maxHeight={320}>
          <Table striped stickyHeader aria-label="New and returning customers by day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th ta="right">New</Table.Th>
                <Table.Th ta="right">Returning</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Td>{shortDay(d.day)}</Table.Td>
                  <Table.Td ta="right">{d.new_customers}</Table.Td>
                  <Table.Td ta="right">{d.returning_customers}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        {period.customers === 0
          ? 'Nobody ordered in this period.'
          : 'A customer is new on the day of their first order and returning on any later day. Guests count by email.'}
      </Text>
    </Stack>
  );
}
