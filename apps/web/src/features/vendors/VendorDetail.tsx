import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { commissionLabel, VENDOR_FEATURE_LABELS } from '@stallfront/shared/vendors';
import { formatMoney } from '@stallfront/shared/rules';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { dayOf } from '../../ui/dates';
import { VendorDocuments } from './VendorDocuments';
import { VENDOR_STATUS_LOOK } from './vendor-look';
import { useVendor } from './vendor-queries';

/** A vendor's page in a drawer: its details, products, what the store owes it, its documents and the orders holding its lines. */
export function VendorDetail({ id }: { id: string }) {
  const query = useVendor(id);
  if (query.error)
    return (
      <DetailLoadFailed noun="Vendor" error={query.error} back={{ to: '/vendors/list', label: 'Back to vendors' }} />
    );
  if (!query.data) return <DetailLoading />;
  const { vendor, orders, balance } = query.data.data;
  const money = (minor: number) => formatMoney(minor, balance.currency);
  const look = VENDOR_STATUS_LOOK[vendor.status];
  return (
    <Stack gap="md" data-testid="vendor-detail">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={look.color} variant="light">
            {look.label}
          </Badge>
          {vendor.subscription_ends_at && (
            <Text size="xs" c="dimmed">
              Subscription {vendor.status === 'expired' ? 'ended' : 'ends'} {dayOf(vendor.subscription_ends_at)}
            </Text>
          )}
        </Group>
        <Text size="sm">{vendor.name}</Text>
        <Text size="sm" c="dimmed">
          {[vendor.email, vendor.mobile].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">Commission: {commissionLabel(vendor.commission, money)}</Text>
        <Text size="sm" c={vendor.payout_account ? undefined : 'dimmed'}>
          Stripe payout account: {vendor.payout_account ?? 'none (bank transfer only)'}
        </Text>
        <Text size="sm" c="dimmed">
          May:{' '}
          {vendor.vendor_features.length
            ? vendor.vendor_features.map((f) => VENDOR_FEATURE_LABELS[f]?.label ?? f).join(', ')
            : 'nothing beyond seeing its orders'}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Stat label="Products">
          <Anchor component={Link} to={`/product-sections/products?vendor_id=${vendor._id}`}>
            {vendor.products}
          </Anchor>
        </Stat>
        <Stat label="Owed, not yet settled">{money(balance.unsettled)}</Stat>
        <Stat label="Settled, to pay out">{money(balance.settled)}</Stat>
      </SimpleGrid>
      <VendorDocuments vendorId={vendor._id} />
      <Stack gap="xs">
        <Text fw={600}>Orders with its lines</Text>
        {orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            No orders hold this vendor’s products yet.
          </Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Its lines</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order._id}>
                  <Table.Td>
                    <Link to={`/orders/product/${order._id}`}>#{order.number}</Link>
                    <Text size="xs" c="dimmed">
                      {dayOf(order.created_on)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{order.status}</Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{formatMoney(order.total, order.currency)}</Text>
                    <Text size="xs" c="dimmed">
                      {order.lines} {order.lines === 1 ? 'line' : 'lines'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0} p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}
