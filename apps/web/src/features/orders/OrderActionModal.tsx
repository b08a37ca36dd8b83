import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type OrderDetail, shippingAddress } from '@stallfront/shared/orders';
import { CANCEL_REASON_MAX, formatMoney, ORDER_NOTE_MAX, TRACKING_NUMBER_MAX } from '@stallfront/shared/rules';
import { ApiError } from '../../api/api-error';
import type { useOrderAction } from './use-order-action';

/** The actions that ask for something first (delivering a cash-on-delivery order asks about the cash). */
export type InputAction = 'ship' | 'cancel' | 'edit_address' | 'add_note' | 'mark_paid' | 'deliver';

interface Props {
  order: OrderDetail;
  action: InputAction;
  runner: ReturnType<typeof useOrderAction>;
  onClose: () => void;
}

const TITLES: Record<InputAction, string> = {
  ship: 'Mark shipped',
  mark_paid: 'Mark paid',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  edit_address: 'Edit shipping address',
  add_note: 'Add an internal note',
};

const SUBMIT: Record<InputAction, string> = {
  ship: 'Mark shipped',
  mark_paid: 'Mark paid',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  edit_address: 'Save address',
  add_note: 'Add note',
};

const ADDRESS_FIELDS = [
  ['line1', 'Street address'],
  ['line2', 'Apartment, floor (optional)'],
  ['city', 'City'],
  ['region', 'State or region (optional)'],
  ['postal_code', 'Postal code'],
  ['country', 'Country code'],
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number][0];

/** The form of an action that needs a tracking number, a reason, an address or a note. */
export function OrderActionModal({ order, action, runner, onClose }: Props) {
  const [text, setText] = useState('');
  const [address, setAddress] = useState<Record<AddressField, string>>({ ...order.shipping_address });
  const [local, setLocal] = useState<Record<string, string>>({});
  // Cash on delivery is usually collected as the parcel is handed over: ticked unless the courier says otherwise.
  const [cashReceived, setCashReceived] = useState(true);
  const error = (field: string) => local[field] ?? runner.fieldError(field);
  // What the cash covers: the payment row due on delivery (a gift card may have paid the rest).
  const due = order.payments.find((p) => p.provider === 'cod' && p.status === 'cod_due')?.amount ?? order.total;
  const cash = formatMoney(due, order.currency);

  const submit = async () => {
    setLocal({});
    if (action === 'mark_paid') await runner.run({ action });
    else if (action === 'deliver') await runner.run({ action, cash_received: cashReceived });
    else if (action === 'edit_address') {
      const parsed = shippingAddress.safeParse(address);
      if (!parsed.success) {
        setLocal(Object.fromEntries(parsed.error.issues.map((i) => [`address.${i.path.join('.')}`, i.message])));
        return;
      }
      await runner.run({ action, address: parsed.data });
    } else if (text.trim() === '') {
      const field = { ship: 'tracking_number', cancel: 'reason', add_note: 'note' }[action];
      setLocal({ [field]: 'Fill this in' });
      return;
    } else if (action === 'ship') await runner.run({ action, tracking_number: text.trim() });
    else if (action === 'cancel') await runner.run({ action, reason: text.trim() });
    else await runner.run({ action, note: text.trim() });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`${TITLES[action]} · ${order.display_number}`} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // A field refusal stays in the form; a conflict closes it, for the page's alert and its reload.
          submit().catch((error) => {
            if (error instanceof ApiError && error.status === 409) onClose();
          });
        }}
      >
        <Stack>
          {action === 'mark_paid' && (
            <Text size="sm">
              Record {cash} received in cash on delivery. The payment becomes paid, and the timeline notes your name and
              the time.
            </Text>
          )}
          {action === 'deliver' && (
            <Checkbox
              label={`Cash received (${cash})`}
              description="Untick if the courier has not handed over the cash yet; you can mark the order paid later."
              checked={cashReceived}
              onChange={(e) => setCashReceived(e.currentTarget.checked)}
            />
          )}
          {action === 'ship' && (
            <TextInput
              label="Tracking number"
              description="The carrier's number: on the order's timeline, the shopper's order page and their shipped email."
              withAsterisk
              aria-required
              maxLength={TRACKING_NUMBER_MAX}
              data-autofocus
              value={text}
              error={error('tracking_number')}
              onChange={(e) => setText(e.currentTarget.value)}
            />
          )}
          {action === 'cancel' && (
            <>
              <Text size="sm">
                The items go back on sale.
                {order.payment_status === 'paid' ? ' The payment is marked for refund.' : ''}
              </Text>
              <Textarea
                label="Reason"
                withAsterisk
                aria-required
                autosize
                minRows={2}
                maxLength={CANCEL_REASON_MAX}
                data-autofocus
                value={text}
                error={error('reason')}
                onChange={(e) => setText(e.currentTarget.value)}
              />
            </>
          )}
          {action === 'add_note' && (
            <Textarea
              label="Note"
              description="Only your team sees it."
              autosize
              minRows={3}
              maxLength={ORDER_NOTE_MAX}
              data-autofocus
              value={text}
              error={error('note')}
              onChange={(e) => setText(e.currentTarget.value)}
            />
          )}
          {action === 'edit_address' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {ADDRESS_FIELDS.map(([field, label]) => (
                <TextInput
                  key={field}
                  label={label}
                  value={address[field]}
                  error={error(`address.${field}`)}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setAddress((a) => ({ ...a, [field]: value }));
                  }}
                />
              ))}
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={runner.pending} color={action === 'cancel' ? 'red' : undefined}>
              {SUBMIT[action]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
