import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '@stallfront/shared/rules';
import { OwnDashboard } from './OwnDashboard';
import { useVendorDashboard } from './own-dashboard-queries';
import { StatCard } from './StatCard';

/** /vendor-dashboard: the signed-in vendor's own lines of the store's orders, and what it is owed. */
export default function VendorDashboardPage() {
  return (
    <OwnDashboard
      title="Dashboard"
      lead="Your products' sales in this store's orders."
      useFigures={useVendorDashboard}
      extra={(data) => (
        <Stack gap={4}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <StatCard
              label="Available"
              value={formatMoney(data.balance.available, data.currency)}
              detail="From closed statements, until paid out"
            />
            <StatCard
              label="Pending"
              value={formatMoney(data.balance.pending, data.currency)}
              detail="From orders not yet in a closed statement"
            />
          </SimpleGrid>
          <Anchor component={Link} to="/vendor-account/vendor-wallet" size="sm">
            Open your wallet
          </Anchor>
        </Stack>
      )}
      footnote="Sales are your lines of placed orders that were not cancelled, tax included, delivery not."
      empty={{
        title: 'No sales yet',
        message: 'Your sales, orders and best sellers show here once shoppers buy your products.',
      }}
    />
  );
}
