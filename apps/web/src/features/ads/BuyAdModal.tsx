import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  AD_MAX_DAYS,
  AD_ORDER_CALLS,
  AD_PLACEMENT_LABELS,
  type AdPlacement,
  adPrice,
  utcDayOf,
} from '@stallfront/shared/ads';
import { formatMoney } from '@stallfront/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { PICKER_FORMAT } from '../../ui/dates';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { adKeys, useAdProducts, useAdSlots } from './ad-queries';

interface BuyValues {
  slot_id: string;
  product_id: string;
  starts_on: string;
  days: number;
  title: string;
  card_number: string;
}

const blank = (): BuyValues => ({
  slot_id: '',
  product_id: '',
  starts_on: utcDayOf(new Date()),
  days: 7,
  title: '',
  card_number: '',
});

/** A vendor buys days in a slot for one of its products, paid at once by card (the store's test gateway). */
export function BuyAdModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const slots = useAdSlots();
  const products = useAdProducts();
  const currency = products.data?.currency ?? 'USD';
  // One key per attempt: a form sent twice is charged once; an answered attempt takes a new one.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const [declined, setDeclined] = useState<string | null>(null);
  const form = useForm<BuyValues>({ mode: 'controlled', initialValues: blank() });
  const slot = slots.data?.find((s) => s._id === form.values.slot_id);
  const total = slot && form.values.days > 0 ? adPrice(slot.price_per_day as number, form.values.days) : null;

  const submit = form.onSubmit(async (values) => {
    setDeclined(null);
    try {
      const reply = await callApi(AD_ORDER_CALLS.create, { ...values, attempt_key: attemptKey });
      setAttemptKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: adKeys.orders() });
      if (reply.outcome === 'failed') {
        setDeclined(reply.message);
        return;
      }
      notifySuccess(reply.message);
      form.setValues(blank());
      onClose();
    } catch (error) {
      showCallError(form, error);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Buy an ad" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label="Slot"
            placeholder={slots.data?.length === 0 ? 'The store has no ad slots yet' : 'Choose a slot'}
            data={(slots.data ?? []).map((s) => ({
              value: s._id,
              label: `${s.name} · ${AD_PLACEMENT_LABELS[s.placement as AdPlacement]} · ${formatMoney(s.price_per_day as number, currency)} a day`,
            }))}
            allowDeselect={false}
            {...form.getInputProps('slot_id')}
          />
          {slot ? (
            <Text size="xs" c="dimmed">
              Picture size {slot.size as string}; shows {slot.max_running as number} ad
              {(slot.max_running as number) === 1 ? '' : 's'} at once.
            </Text>
          ) : null}
          <Select
            label="Product"
            placeholder={products.data?.list.length === 0 ? 'Add a product first' : 'Choose one of your products'}
            data={(products.data?.list ?? []).map((p) => ({ value: p._id, label: p.name }))}
            searchable
            allowDeselect={false}
            {...form.getInputProps('product_id')}
          />
          <TextInput
            label="Title"
            description="The line shoppers read"
            maxLength={80}
            {...form.getInputProps('title')}
          />
          <Group grow align="flex-start">
            <DatePickerInput
              label="First day"
              valueFormat={PICKER_FORMAT}
              firstDayOfWeek={1}
              minDate={utcDayOf(new Date())}
              {...form.getInputProps('starts_on')}
            />
            <NumberInput label="Days" min={1} max={AD_MAX_DAYS} allowDecimal={false} {...form.getInputProps('days')} />
          </Group>
          <TextInput
            label="Card number"
            description="Test card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={30}
            {...form.getInputProps('card_number')}
          />
          {declined ? (
            <Alert color="red" title="The payment did not go through">
              {declined}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Text fw={600} aria-live="polite">
              {total === null ? '' : `Total ${formatMoney(total, currency)}`}
            </Text>
            <Button type="submit" loading={form.submitting}>
              Pay and send for approval
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
