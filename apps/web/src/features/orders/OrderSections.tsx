import { Avatar, Group, Paper, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { OrderDetail, OrderEvent } from '@stallfront/shared/orders';
import { formatMoney, lineDetailsText, lineOptionsText } from '@stallfront/shared/rules';
import { AddonFileLinks } from './AddonFileLinks';
import { PAYMENT_METHOD_LABEL, PaymentBadge, placedOn, STAGE_LABEL, STATUS_LABEL } from './order-labels';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h5" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const percent = (bp: number) => `${(bp / 100).toLocaleString('en-US')}%`;

/** What was bought: image, name, options, SKU, quantity and price per line. */
export function LinesSection({ order }: { order: OrderDetail }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <Section id="order-lines" title={order.partial ? 'Your items in this order' : 'Items'}>
      <Stack gap="sm">
        {order.lines.map((line) => (
          <Group key={line._id} gap="sm" wrap="nowrap" align="flex-start">
            <Avatar src={line.image} alt="" radius="sm" size={48} color="gray">
              <IconPhoto size={22} aria-hidden />
            </Avatar>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={500} size="sm" lineClamp={2}>
                {line.name}
              </Text>
              {lineOptionsText(line) && (
                <Text size="xs" c="dimmed">
                  {lineOptionsText(line)}
                </Text>
              )}
              <Text size="xs" c="dimmed" ff="monospace">
                {line.sku}
              </Text>
              {lineDetailsText(line) && (
                <Text size="xs" c="dimmed">
                  {lineDetailsText(line)}
                </Text>
              )}
              <AddonFileLinks order={order} line={line} />
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={500}>
                {money(line.subtotal + line.coupon_discount)}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {line.quantity} × {money(line.unit_price)}
              </Text>
              {line.discount_note && (
                <Text size="xs" c="teal.8" style={{ whiteSpace: 'nowrap' }}>
                  {line.discount_note} (−{money(line.discount)})
                </Text>
              )}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** Subtotal, tax by rate, delivery and total. */
export function TotalsSection({ order }: { order: OrderDetail }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const row = (label: ReactNode, value: string, strong = false) => (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right" fw={strong ? 700 : undefined}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Section id="order-totals" title="Totals">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {row('Subtotal', money(order.subtotal + (order.coupon?.items ?? 0)))}
          {order.coupon &&
            order.coupon.items > 0 &&
            row(`Coupon · ${order.coupon.code}`, `−${money(order.coupon.items)}`)}
          {order.tax_split.map((t) => (
            <Table.Tr key={`${t.name} ${t.rate_bp}`}>
              <Table.Td>
                {t.name} {percent(t.rate_bp)}{' '}
                <Text span size="xs" c="dimmed">
                  on {money(t.taxable)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{money(t.tax)}</Table.Td>
            </Table.Tr>
          ))}
          {!order.partial &&
            row(
              `Delivery · ${order.delivery_label}`,
              order.coupon?.delivery ? `${money(order.shipping)} (${order.coupon.code})` : money(order.shipping),
            )}
          {row('Total', money(order.total), true)}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

export function CustomerSection({ order }: { order: OrderDetail }) {
  const a = order.shipping_address;
  return (
    <Section id="order-customer" title="Customer">
      <Stack gap={2}>
        <Text fw={500}>{order.customer_name}</Text>
        <Text size="sm">{order.email}</Text>
        {order.phone && <Text size="sm">{order.phone}</Text>}
      </Stack>
      {order.customer_note && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Note from the shopper
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.customer_note}
          </Text>
        </Stack>
      )}
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          Shipping address
        </Text>
        <Text size="sm">
          {[a.line1, a.line2].filter(Boolean).join(', ')}
          <br />
          {[a.city, a.region, a.postal_code].filter(Boolean).join(', ')}
          <br />
          {a.country}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          Delivery
        </Text>
        <Text size="sm">{order.delivery_label}</Text>
        {order.tracking_number && (
          <Text size="sm">
            Tracking number{' '}
            <Text span ff="monospace">
              {order.tracking_number}
            </Text>
          </Text>
        )}
      </Stack>
    </Section>
  );
}

export function PaymentSection({ order }: { order: OrderDetail }) {
  return (
    <Section id="order-payment" title="Payment">
      <Group gap="xs">
        <Text size="sm">{PAYMENT_METHOD_LABEL[order.payment_method]}</Text>
        <PaymentBadge status={order.payment_status} />
      </Group>
      {order.payments.map((p) => (
        <Text key={p._id} size="xs" c="dimmed">
          {placedOn(p.created_on)} · {formatMoney(p.amount, p.currency)} · {p.status.replace('_', ' ')}
          {p.reference ? ` · ${p.reference}` : ''}
          {p.message ? ` · ${p.message}` : ''}
        </Text>
      ))}
      {order.cancel_reason && (
        <Text size="sm">
          Cancelled: <Text span>{order.cancel_reason}</Text>
        </Text>
      )}
    </Section>
  );
}

export function NotesSection({ order }: { order: OrderDetail }) {
  return (
    <Section id="order-notes" title="Internal notes">
      {order.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        order.notes.map((n) => (
          <Stack key={n._id} gap={0}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {n.detail}
            </Text>
            <Text size="xs" c="dimmed">
              {n.by} · {placedOn(n.at)}
            </Text>
          </Stack>
        ))
      )}
    </Section>
  );
}

const stateOf = (status: OrderEvent['to_status'], stage: OrderEvent['to_stage']) =>
  status === 'live' ? STAGE_LABEL[stage] : STATUS_LABEL[status];

const EVENT_TITLES: Record<OrderEvent['action'], string> = {
  placed: 'Order placed',
  confirm: 'Confirmed',
  pack: 'Packed',
  ship: 'Shipped',
  deliver: 'Delivered',
  mark_paid: 'Marked paid',
  cancel: 'Cancelled',
  edit_address: 'Shipping address changed',
  add_note: 'Note added',
};

/** Every change: who, when, from and to. */
export function TimelineSection({ order }: { order: OrderDetail }) {
  return (
    <Section id="order-timeline" title="Timeline">
      <Timeline bulletSize={14} lineWidth={2} active={order.timeline.length - 1}>
        {order.timeline.map((event) => {
          const moved =
            event.from_status && (event.from_status !== event.to_status || event.from_stage !== event.to_stage);
          return (
            <Timeline.Item key={event._id} title={EVENT_TITLES[event.action]}>
              {moved && event.from_status && event.from_stage && (
                <Text size="sm">
                  {stateOf(event.from_status, event.from_stage)} → {stateOf(event.to_status, event.to_stage)}
                </Text>
              )}
              {event.detail && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
                  {event.detail}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {event.by} · {placedOn(event.at)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Section>
  );
}
