import { Text } from '@mantine/core';
import type { DashboardFunnelDay } from '@stallfront/shared/dashboard';
import { DaysView } from './DaysView';

/** The period's sessions a day (and the carts among them), as a chart or as the table of every step. */
export function SessionsByDay({ days }: { days: DashboardFunnelDay[] }) {
  return (
    <DaysView
      days={days}
      title="Sessions by day"
      switchLabel="Show the sessions as"
      tableMinWidth={520}
      series={[
        { name: 'sessions', label: 'Sessions', color: 'teal.6', value: (d) => d.sessions },
        { name: 'carts', label: 'Added to cart', color: 'orange.5', value: (d) => d.cart_sessions },
      ]}
      columns={[
        { header: 'Sessions', value: (d) => d.sessions },
        { header: 'Page views', value: (d) => d.page_views },
        { header: 'Added to cart', value: (d) => d.cart_sessions },
        { header: 'Reached checkout', value: (d) => d.checkout_sessions },
        { header: 'Orders', value: (d) => d.orders },
      ]}
      footer={
        days.length > 0 && days.every((d) => d.sessions === 0) ? (
          <Text size="sm" c="dimmed">
            No visits on these days.
          </Text>
        ) : null
      }
    />
  );
}
