import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { DashboardFunnelDay } from '@stallfront/shared/dashboard';

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The period's sessions a day (and the carts among them), as a chart or as the table of every step. */
export function SessionsByDay({ days }: { days: DashboardFunnelDay[] }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show the sessions as"
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
          h={240}
          w="100%"
          data={days.map((d) => ({ day: shortDay(d.day), sessions: d.sessions, carts: d.cart_sessions }))}
          dataKey="day"
          series={[
            { name: 'sessions', label: 'Sessions', color: 'teal.6' },
            { name: 'carts', label: 'Added to cart', color: 'orange.5' },
          ]}
          yAxisProps={{ width: 48 }}
          aria-label="Sessions by day"
        />
      ) : (
        <Table.ScrollContainer minWidth={520} maxHeight={360}>
          <Table striped stickyHeader aria-label="Sessions by day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th ta="right">Sessions</Table.Th>
                <Table.Th ta="right">Page views</Table.Th>
                <Table.Th ta="right">Added to cart</Table.Th>
                <Table.Th ta="right">Reached checkout</Table.Th>
                <Table.Th ta="right">Orders</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Td>{shortDay(d.day)}</Table.Td>
                  <Table.Td ta="right">{d.sessions}</Table.Td>
                  <Table.Td ta="right">{d.page_views}</Table.Td>
                  <Table.Td ta="right">{d.cart_sessions}</Table.Td>
                  <Table.Td ta="right">{d.checkout_sessions}</Table.Td>
                  <Table.Td ta="right">{d.orders}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {days.length > 0 && days.every((d) => d.sessions === 0) ? (
        <Text size="sm" c="dimmed">
          No visits on these days.
        </Text>
      ) : null}
    </Stack>
  );
}
