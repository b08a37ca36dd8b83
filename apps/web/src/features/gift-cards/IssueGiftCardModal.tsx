import '@mantine/dates/styles.css';
import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import {
  GIFT_CARD_ADMIN_CALLS,
  GIFT_CARD_SETTING,
  type GiftCardDetail,
  giftCardIssueInput,
} from '@stallfront/shared/gift-cards';
import { callApi } from '../../api/client';
import { EmailInput } from '../../ui/EmailInput';
import { PICKER_FORMAT } from '../../ui/dates';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { giftCardKeys } from './gift-card-queries';

// A type alias, so it fits the zod resolver's Record<string, unknown>.
type IssueValues = {
  amount: string;
  recipient_name: string;
  recipient_email: string;
  message: string;
  design: string;
  /** A day, null for the store's default validity (or never, with `never`). */
  expires_on: string | null;
  idempotency_key: string;
};

/**
 * Gives a gift card away: its value comes from the store's own account on the ledger and the
 * recipient gets it by email, as a sold card. One form, one card, however often it is sent.
 */
export function IssueGiftCardModal({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (card: GiftCardDetail) => void;
}) {
  const queryClient = useQueryClient();
  const [never, setNever] = useState(false);
  const { data: settings } = useQuery({
    queryKey: ['store-setting', GIFT_CARD_SETTING.key],
    queryFn: () => callApi(GIFT_CARD_SETTING.calls.get, {}),
  });
  const designs = settings?.data?.designs ?? [];
  const months = settings?.data?.validity_months ?? null;
  const form = useForm<IssueValues>({
    mode: 'controlled',
    initialValues: {
      amount: '',
      recipient_name: '',
      recipient_email: '',
      message: '',
      design: '',
      expires_on: null,
      idempotency_key: crypto.randomUUID(),
    },
    validate: zod4Resolver(giftCardIssueInput),
  });
  const issue = useMutation({
    mutationFn: (values: IssueValues) =>
      callApi(GIFT_CARD_ADMIN_CALLS.issue, {
        ...values,
        // Left empty: the store's validity; "never expires": null.
        expires_on: never ? null : (values.expires_on ?? undefined),
      }),
    onSuccess: ({ data }) => {
      notifySuccess(`Gift card •••• ${data.code.slice(-4)} issued and emailed to ${data.recipient_email}.`);
      void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists() });
      onIssued(data);
    },
    onError: (error) => showCallError(form, error),
  });

  return (
    <Modal opened onClose={onClose} title="Issue a gift card" size="lg">
      <form onSubmit={form.onSubmit((values) => issue.mutate(values))} noValidate>
        <Stack>
          <TextInput
            label="Amount"
            description="In your store's currency, like 50 or 75.50"
            required
            maxLength={20}
            inputMode="decimal"
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <TextInput label="Recipient's name" maxLength={120} {...form.getInputProps('recipient_name')} />
          <EmailInput label="Recipient's email" required {...form.getInputProps('recipient_email')} />
          <Textarea
            label="Message"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            {...form.getInputProps('message')}
          />
          {designs.length > 0 && (
            <Select
              label="Design"
              placeholder="The first design"
              clearable
              data={designs.map((d) => d.name)}
              {...form.getInputProps('design')}
              value={form.getValues().design || null}
              onChange={(value) => form.setFieldValue('design', value ?? '')}
            />
          )}
          <DatePickerInput
            label="Last day"
            description={
              months
                ? `Leave empty for your default: ${months} months from today`
                : 'Leave empty for your default: it never expires'
            }
            clearable
            disabled={never}
            valueFormat={PICKER_FORMAT}
            minDate={new Date()}
            {...form.getInputProps('expires_on')}
          />
          <Checkbox label="Never expires" checked={never} onChange={(event) => setNever(event.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={issue.isPending}>
              Issue and email
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
