import { Text } from '@mantine/core';
import type { DashboardDay } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';
import { DaysView } from './DaysView';

/** The period's sales a day, as a chart or as the table of the same numbers. */
export function SalesByDay({ days, currency }: { days: DashboardDay[]; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <DaysView
      days={days}
      title="Sales by day"
      switchLabel="Show the days as"
      height={260}
      yAxisWidth={80}
      valueFormatter={money}
      series={[{ name: 'sales', label: 'Sales', color: 'blue.6', value: (d) => d.sales }]}
      columns={[
        { header: 'Orders', value: (d) => d.orders },
        { header: 'Units', value: (d) => d.units },
        { header: 'Sales', value: (d) => money(d.sales) },
      ]}
      footer={
        days.length > 0 && days.every((d) => d.sales === 0) ? (
          <Text size="sm" c="dimmed">
            No sales on these days.
          </Text>
        ) : null
      }
    />
  );
}
