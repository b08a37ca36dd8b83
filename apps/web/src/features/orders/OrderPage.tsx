import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import type { OrderDetail } from '@stallfront/shared/orders';
import {
  ACTION_LABELS,
  allowedOrderActions,
  cashDue,
  type OrderAction,
  type OrderActor,
  orderListPath,
} from '@stallfront/shared/rules';
import { useSession } from '../../app/session/use-session';
import { InvoiceButtons } from './InvoiceButtons';
import { RefundButton } from '../payments/RefundButton';
import { type InputAction, OrderActionModal } from './OrderActionModal';
import { STATUS_LABEL, placedOn, StageBadge } from './order-labels';
import { useOrder } from './order-queries';
import {
  CustomerSection,
  LinesSection,
  NotesSection,
  PaymentSection,
  TimelineSection,
  TotalsSection,
} from './OrderSections';
import { useOrderAction } from './use-order-action';

const STEPS: readonly OrderAction[] = ['confirm', 'pack', 'ship', 'deliver'];
const NEEDS_INPUT: readonly OrderAction[] = ['ship', 'cancel', 'edit_address', 'add_note', 'mark_paid'];

/** The order as the shared rule sees it: its state and its payment. */
const stateOf = (order: OrderDetail) => ({
  status: order.status,
  stage: order.stage,
  payment: { method: order.payment_method, status: order.payment_status },
});

/** The signed-in user as the order rule sees them; the server applies the same rule. */
function useOrderActor(order: OrderDetail): OrderActor {
  const loginType = useSession().store?.data.login_type;
  if (loginType === 'vendor') return { role: 'vendor', ownsAllLines: !order.partial };
  return { role: loginType === 'branch' ? 'branch' : 'store' };
}

/** /orders/product/:id: one order with its lines, customer, payment, notes, timeline and actions. */
export default function OrderPage() {
  const id = useParams().id ?? '';
  const query = useOrder(id);
  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return (
      <DetailLoadFailed
        noun="Order"
        error={query.error}
        back={{ to: orderListPath('live'), label: 'Back to live orders' }}
      />
    );
  }
  return <OrderView order={query.data} />;
}

function OrderView({ order }: { order: OrderDetail }) {
  const runner = useOrderAction(order);
  const [open, setOpen] = useState<InputAction | null>(null);
  const actions = allowedOrderActions(stateOf(order), useOrderActor(order));
  // Delivering a cash order asks whether the cash came with it.
  const asks = (action: OrderAction) =>
    NEEDS_INPUT.includes(action) || (action === 'deliver' && cashDue(stateOf(order)));
  const act = (action: OrderAction) => {
    if (asks(action)) setOpen(action as InputAction);
    else runner.run({ action } as { action: 'confirm' }).catch(() => undefined);
  };
  // The next fulfilment step leads; once delivered, collecting the cash is what is left to do.
  const step = actions.find((a) => STEPS.includes(a)) ?? actions.find((a) => a === 'mark_paid');
  const others = actions.filter((a) => a !== step);

  return (
    <Stack gap="md">
      {/* Phones have the header's back arrow. */}
      <Anchor component={Link} to={orderListPath(order.status)} size="sm" visibleFrom="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {STATUS_LABEL[order.status]} orders
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2">
              Order {order.display_number}
            </Title>
            <StageBadge order={order} />
          </Group>
          <Text size="sm" c="dimmed">
            Placed {placedOn(order.created_on)}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          {step && (
            <Button onClick={() => act(step)} loading={runner.pending && !open}>
              {ACTION_LABELS[step]}
            </Button>
          )}
          {others.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'outline' : 'default'}
              color={action === 'cancel' ? 'red' : undefined}
              onClick={() => act(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
          <RefundButton order={order} />
          <InvoiceButtons order={order} />
        </Group>
      </Group>
      {runner.stale && (
        <Alert color="orange" title="Changed by someone else" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{runner.stale}</Text>
            <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={() => void runner.reload()}>
              Reload the order
            </Button>
          </Stack>
        </Alert>
      )}
      {order.partial && (
        <Alert color="blue" variant="light">
          This order also has items of other sellers. You see your own items; the store moves the order on.
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <LinesSection order={order} />
            <TotalsSection order={order} />
            <TimelineSection order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <CustomerSection order={order} />
            <PaymentSection order={order} />
            <NotesSection order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
      {open && (
        <OrderActionModal
          order={order}
          action={open}
          runner={runner}
          onClose={() => {
            setOpen(null);
            runner.reset();
          }}
        />
      )}
    </Stack>
  );
}
