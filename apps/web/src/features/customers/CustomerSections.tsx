import { Anchor, Badge, Button, Group, Stack, Table, TagsInput, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CUSTOMER_NOTE_LENGTH,
  CUSTOMER_TAG_LENGTH,
  CUSTOMER_TAGS_MAX,
  type CustomerDetail,
} from '@stallfront/shared/customers';
import { formatMoney } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { withModals } from '../../ui/overlays';
import { StageBadge } from '../orders/order-labels';
import { Section } from '../orders/OrderSections';
import { useAddNote, useCustomerTagNames, useDeleteNote, useSetTags } from './customer-queries';

const None = ({ children }: { children: string }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/** Their newest orders, each opening its order page. */
export function OrdersSection({ customer }: { customer: CustomerDetail }) {
  return (
    <Section id="customer-orders" title="Orders">
      {customer.orders.some((o) => o.status === 'cancelled') && (
        <Text size="xs" c="dimmed">
          Cancelled orders are listed here but not counted in orders and spend.
        </Text>
      )}
      {customer.orders.length === 0 ? (
        <None>No orders yet.</None>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" aria-labelledby="customer-orders-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Placed</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {customer.orders.map((order) => (
                <Table.Tr key={order._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/orders/product/${order._id}`} fw={500}>
                      {order.display_number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{dayOf(order.created_on)}</Table.Td>
                  <Table.Td>
                    <StageBadge order={order} />
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(order.total, order.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

/** Where they shipped, newest first. */
export function AddressesSection({ customer }: { customer: CustomerDetail }) {
  return (
    <Section id="customer-addresses" title="Addresses">
      {customer.addresses.length === 0 ? (
        <None>No address yet: one comes with their first order.</None>
      ) : (
        customer.addresses.map((a) => (
          <Text key={`${a.line1}|${a.postal_code}|${a.city}`} size="sm">
            {[a.line1, a.line2, a.city, a.region, a.postal_code, a.country].filter(Boolean).join(', ')}
          </Text>
        ))
      )}
    </Section>
  );
}

/** Their quotes, enquiries and gift cards, in one section each when they have any. */
export function RequestsSections({ customer }: { customer: CustomerDetail }) {
  return (
    <>
      {customer.quotes.length > 0 && (
        <Section id="customer-quotes" title="Quotes">
          {customer.quotes.map((q) => (
            <Group key={q._id} justify="space-between" gap="xs">
              <Anchor component={Link} to={`/orders/quotations/quote/${q._id}`} size="sm">
                Quote #{q.number}
              </Anchor>
              <Text size="xs" c="dimmed">
                {q.status} · {dayOf(q.created_on)}
              </Text>
            </Group>
          ))}
        </Section>
      )}
      {customer.enquiries.length > 0 && (
        <Section id="customer-enquiries" title="Enquiries">
          {customer.enquiries.map((e) => (
            <Stack key={e._id} gap={0}>
              <Text size="sm" lineClamp={2}>
                {e.message}
              </Text>
              <Text size="xs" c="dimmed">
                {e.status} · {dayOf(e.created_on)}
              </Text>
            </Stack>
          ))}
        </Section>
      )}
      {customer.gift_cards.length > 0 && (
        <Section id="customer-gift-cards" title="Gift cards">
          {customer.gift_cards.map((g) => (
            <Group key={g._id} justify="space-between" gap="xs">
              <Text size="sm" ff="monospace">
                {g.code}
              </Text>
              <Text size="xs" c="dimmed">
                {g.role === 'bought' ? 'Bought' : 'Received'} · {formatMoney(g.amount, g.currency)} · {g.status}
              </Text>
            </Group>
          ))}
        </Section>
      )}
    </>
  );
}

/** Their tags: typed or picked from the store's, saved at once. */
export function TagsSection({ customer }: { customer: CustomerDetail }) {
  const names = useCustomerTagNames();
  const save = useSetTags(customer._id);
  const [draft, setDraft] = useState<string[] | null>(null);
  const tags = draft ?? customer.tags;
  return (
    <Section id="customer-tags" title="Tags">
      <TagsInput
        aria-label="Tags"
        description="Type a tag and press Enter, or pick one the store already uses"
        data={names.data ?? []}
        value={tags}
        onChange={setDraft}
        maxTags={CUSTOMER_TAGS_MAX}
        maxLength={CUSTOMER_TAG_LENGTH}
        clearable
      />
      {draft && (
        <Group gap="xs">
          <Button
            size="xs"
            loading={save.isPending}
            onClick={() => save.mutate(draft, { onSuccess: () => setDraft(null) })}
          >
            Save tags
          </Button>
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>
            Discard
          </Button>
        </Group>
      )}
    </Section>
  );
}

/** The merchant's private notes: newest first, each deleted on a confirm. */
export function NotesSection({ customer }: { customer: CustomerDetail }) {
  const add = useAddNote(customer._id);
  const remove = useDeleteNote(customer._id);
  const [body, setBody] = useState('');
  const ask = (noteId: string) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Delete this note?',
        children: <Text size="sm">It is gone for everyone in the store.</Text>,
        labels: { confirm: 'Delete note', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutate(noteId),
      }),
    );
  return (
    <Section id="customer-notes" title="Notes">
      <Text size="xs" c="dimmed">
        Only your store sees these.
      </Text>
      <Textarea
        label="New note"
        autosize
        minRows={2}
        maxLength={CUSTOMER_NOTE_LENGTH}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
      />
      <Button
        size="xs"
        w="fit-content"
        disabled={!body.trim()}
        loading={add.isPending}
        onClick={() => add.mutate(body.trim(), { onSuccess: () => setBody('') })}
      >
        Add note
      </Button>
      {customer.notes.map((note) => (
        <Stack key={note._id} gap={2}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.body}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {note.author.replace(/\s*<.*>$/, '')} · {dayOf(note.created_on)}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="xs"
              c="red"
              aria-label="Delete note"
              onClick={() => ask(note._id)}
            >
              Delete
            </Anchor>
          </Group>
        </Stack>
      ))}
    </Section>
  );
}

export function KindBadge({ signedUp }: { signedUp: boolean }) {
  return (
    <Badge variant="light" color={signedUp ? 'teal' : 'gray'}>
      {signedUp ? 'Account' : 'Guest'}
    </Badge>
  );
}
