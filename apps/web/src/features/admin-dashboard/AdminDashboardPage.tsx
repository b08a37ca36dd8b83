import { Alert, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AdminDashboard } from '@stallfront/shared/admin-operations';
import { countOf, formatMoney, STORE_TYPE_LABELS, type StoreType } from '@stallfront/shared/rules';
import { DaysView } from '../dashboard/DaysView';
import { PeriodControl, useDashboardPeriod } from '../dashboard/DashboardPeriod';
import { StatCard } from '../dashboard/StatCard';
import { Breakdown } from './Breakdown';
import { useAdminDashboard } from './admin-dashboard-queries';

const STEP_LABELS: Record<AdminDashboard['funnel'][number]['step'], string> = {
  email: 'Gave an email',
  details: 'Gave their details',
  store_type: 'Chose a store type',
  category: 'Chose a category',
  password: 'Chose a password',
  completed: 'Store created',
};
const STATUS_LABELS: Record<string, string> = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' };

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
/** Amounts in several currencies, each in its own: "$299.00 · ₹2,500.00"; none is "$0". */
const moneyLine = (rows: { currency: string; amount: number }[]) =>
  rows.length ? rows.map((r) => formatMoney(r.amount, r.currency)).join(' · ') : formatMoney(0, 'USD');

/** /admin/dashboard: the whole platform at a glance over a range of UTC days. */
export default function AdminDashboardPage() {
  const period = useDashboardPeriod();
  const figures = useAdminDashboard(period.range);
  const data = figures.data;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text size="sm" c="dimmed">
          Every store on the platform; days in UTC.
        </Text>
      </Stack>
      <PeriodControl period={period} />
      {figures.error ? (
        <Alert color="red" title="The figures could not be loaded">
          {figures.error.message}
        </Alert>
      ) : null}
      {data ? <Figures data={data} /> : figures.isPending ? <Skeleton h={420} /> : null}
    </Stack>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const signups = sum(data.days.map((d) => d.signups_started));
  const created = sum(data.days.map((d) => d.stores_created));
  const byStatus = new Map(data.stores.by_status.map((s) => [s.key, s.stores]));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <StatCard
          label="Stores"
          value={String(data.stores.total)}
          detail={`${byStatus.get('active') ?? 0} active · ${byStatus.get('inactive') ?? 0} inactive`}
        />
        <StatCard label="Sign-ups" value={String(signups)} detail={`${created} stores created in the period`} />
        <StatCard
          label="Plan revenue"
          value={moneyLine(data.revenue.plans)}
          detail={countOf(sum(data.revenue.plans.map((r) => r.payments)), 'plan payment')}
        />
        <StatCard
          label="Transaction fees"
          value={moneyLine(data.revenue.fees)}
          detail="The platform's share of vendors' sales"
        />
        <StatCard
          label="Active trials"
          value={String(data.trials.stores)}
          detail={`${data.trials.features} trial features running`}
        />
        <StatCard
          label="Open chats"
          value={String(data.open_chats)}
          detail={`${countOf(data.feedback, 'feedback', 'feedbacks')} sent in the period`}
        />
      </SimpleGrid>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h5">
            Sign-ups by day
          </Title>
          <DaysView
            days={data.days}
            title="Sign-ups by day"
            switchLabel="Show the sign-ups as"
            tableMinWidth={420}
            series={[
              { name: 'signups', label: 'Began signing up', color: 'blue.6', value: (d) => d.signups_started },
              { name: 'created', label: 'Stores created', color: 'teal.6', value: (d) => d.stores_created },
              { name: 'paid', label: 'Plans paid', color: 'orange.5', value: (d) => d.plans_paid },
            ]}
            columns={[
              { header: 'Began', value: (d) => d.signups_started },
              { header: 'Stores created', value: (d) => d.stores_created },
              { header: 'Plans paid', value: (d) => d.plans_paid },
            ]}
          />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <Breakdown
          title="Sign-up funnel"
          empty="Nobody used the sign-up form in this period."
          rows={
            data.funnel.every((s) => s.people === 0)
              ? []
              : data.funnel.map((s) => ({
                  key: s.step,
                  label: STEP_LABELS[s.step],
                  value: s.people,
                  detail: `${s.of_started}%`,
                }))
          }
        />
        <Breakdown
          title="Stores by type"
          empty="No stores yet."
          rows={data.stores.by_type.map((s) => ({
            key: s.key,
            label: STORE_TYPE_LABELS[s.key as StoreType]?.label ?? s.key,
            value: s.stores,
          }))}
        />
        <Breakdown
          title="Stores by status"
          empty="No stores yet."
          rows={data.stores.by_status.map((s) => ({
            key: s.key,
            label: STATUS_LABELS[s.key] ?? s.key,
            value: s.stores,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
