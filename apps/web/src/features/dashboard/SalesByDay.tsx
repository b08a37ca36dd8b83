import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { DashboardDay } from '@stallfront/shared/dashboard';
import { formatMoney } from '@stallfront/shared/rules';

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The period's sales a day, as a chart or as the table of the same numbers. */
export function SalesByDay({ days, currency }: { days: DashboardDay[]; currency: string }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show the days as"
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
          h={260}
          w="100%"
          data={days.map((d) => ({ day: shortDay(d.day), sales: d.sales }))}
          dataKey="day"
          series={[{ name: 'sales', label: 'Sales', color: 'blue.6' }]}
          valueFormatter={money}
          yAxisProps={{ width: 80, tickFormatter: (v: number) => money(v).replace(/\.\d+$/, '') }}
          aria-label="Sales by day"
        />
      ) : (
        <Table.ScrollContainer minWidth={320} maxHeight={360}>
          <Table striped stickyHeader aria-label="Sales by day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th ta="right">Orders</Table.Th>
                <Table.Th ta="right">Units</Table.Th>
                <Table.Th ta="right">Sales</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Td>{shortDay(d.day)}</Table.Td>
                  <Table.Td ta="right">{d.orders}</Table.Td>
                  <Table.Td ta="right">{d.units}</Table.Td>
                  <Table.Td ta="right">{money(d.sales)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {days.length > 0 && days.every((d) => d.sales === 0) ? (
        <Text size="sm" c="dimmed">
          No sales on these days.
        </Text>
      ) : null}
    </Stack>
  );
}
