import { Badge, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { hoursSummary } from '@stallfront/shared/branches';
import { formatMoney } from '@stallfront/shared/rules';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { dayOf } from '../../ui/dates';
import { useBranch } from './branch-queries';

/** A branch's page in a drawer: its hours and contact, the stock it keeps and its latest orders. */
export function BranchDetail({ id }: { id: string }) {
  const query = useBranch(id);
  if (query.error)
    return (
      <DetailLoadFailed
        noun="Branch"
        error={query.error}
        back={{ to: '/account/branches', label: 'Back to branches' }}
      />
    );
  if (!query.data) return <DetailLoading />;
  const { branch, stock, orders } = query.data.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm">{branch.address}</Text>
        <Text size="sm" c="dimmed">
          {[branch.mobile, branch.email].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">{hoursSummary(branch.hours)}</Text>
      </Stack>
      <Tabs defaultValue="stock">
        <Tabs.List>
          <Tabs.Tab value="stock">Stock ({stock.length})</Tabs.Tab>
          <Tabs.Tab value="orders">Orders ({branch.orders})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="stock" pt="sm">
          {stock.length === 0 ? (
            <Text size="sm" c="dimmed">
              No product keeps stock at this branch yet. Set branch stock on a product’s page.
            </Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">In stock</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stock.map((row) => (
                  <Table.Tr key={row.product_id}>
                    <Table.Td>
                      <Link to={`/product-sections/products/${row.product_id}`}>{row.name}</Link>
                      <Text size="xs" c="dimmed">
                        {row.sku}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{row.stock}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="sm">
          {orders.length === 0 ? (
            <Text size="sm" c="dimmed">
              No orders for pickup at this branch yet.
            </Text>
          ) : (
            <Stack gap="xs">
              {orders.map((order) => (
                <Group key={order._id} justify="space-between" wrap="nowrap">
                  <div>
                    <Link to={`/orders/product/${order._id}`}>#{order.number}</Link>
                    <Text size="xs" c="dimmed">
                      {dayOf(order.created_on)}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light">{order.status}</Badge>
                    <Text size="sm">{formatMoney(order.total, order.currency)}</Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
