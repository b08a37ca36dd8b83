import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@stallfront/shared/rules';
import { moneyOf } from '../../ui/list-page/columns';
import { STATUS_LABEL } from './order-labels';
import { useFoundOrders } from './use-found-orders';

/** The orders a hint names; past these it links to the other lists with the same search. */
const SHOWN = 5;

const listPath = (status: OrderStatus, search: string) =>
  `/orders/product/${status}/all?${new URLSearchParams({ q: search })}`;

/**
 * Under a status list's "No results": the orders the same search finds in the other lists
 * ("Order #1031 is in Delivered orders — open it"), so a number typed in the wrong list still
 * leads to its order.
 */
export default function OrdersElsewhere({ search, status }: { search: string; status: OrderStatus }) {
  const { orders } = useFoundOrders(search, { limit: SHOWN + 1 });
  const elsewhere = orders.filter((order) => order.status !== status);
  if (elsewhere.length === 0) return null;
  const others = ORDER_STATUSES.filter((s) => s !== status);
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Found in other order lists">
      <Stack gap="xs">
        <Text fw={600}>Found in other order lists</Text>
        {elsewhere.slice(0, SHOWN).map((order) => (
          <Group key={order._id} gap={6} wrap="wrap" data-order-elsewhere={order.number}>
            <Text size="sm">
              Order <b>{order.display_number}</b> · {order.customer_name} · {moneyOf(order, 'total')} is in{' '}
              <b>{STATUS_LABEL[order.status]} orders</b>
            </Text>
            <Anchor
              component={Link}
              to={`/orders/product/${order._id}`}
              size="sm"
              fw={600}
              aria-label={`Open order ${order.display_number}`}
            >
              <Group gap={2} wrap="nowrap" component="span">
                open it <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        ))}
        {elsewhere.length > SHOWN && (
          <Text size="sm" c="dimmed">
            More match in{' '}
            {others.map((s, i) => (
              <span key={s}>
                {i > 0 && ', '}
                <Anchor component={Link} to={listPath(s, search)} size="sm">
                  {STATUS_LABEL[s]} orders
                </Anchor>
              </span>
            ))}
            .
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
