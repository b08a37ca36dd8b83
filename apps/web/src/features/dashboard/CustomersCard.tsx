import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CustomerPeriod, DashboardCustomers, DayRange } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { saveFile } from '../../ui/list-page/download';
import { customerDaysCsv } from './customers-csv';
import { useDashboardCustomers } from './customers-queries';
import { DaysView } from './DaysView';
import { StatCard } from './StatCard';

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
  return (
    <DaysView
      days={days}
      title="New and returning customers by day"
      switchLabel="Show the customers as"
      height={220}
      yAxisWidth={32}
      stacked
      series={[
        { name: 'new', label: 'New', color: 'teal.6', value: (d) => d.new_customers },
        { name: 'returning', label: 'Returning', color: 'indigo.6', value: (d) => d.returning_customers },
      ]}
      columns={[
        { header: 'New', value: (d) => d.new_customers },
        { header: 'Returning', value: (d) => d.returning_customers },
      ]}
      footer={
        <Text size="xs" c="dimmed">
          {period.customers === 0
            ? 'Nobody ordered in this period.'
            : 'A customer is new on the day of their first order and returning on any later day. Guests count by email.'}
        </Text>
      }
    />
  );
}
