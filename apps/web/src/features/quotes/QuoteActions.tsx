import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type FormEvent, useState } from 'react';
import {
  QUOTE_CALLS,
  type QuoteCancelBody,
  type QuoteConfirmBody,
  type QuoteDetail,
  quoteCancelBody,
  quoteConfirmBody,
} from '@stallfront/shared/requests';
import { formatMoney, quoteActions } from '@stallfront/shared/rules';
import { useSession } from '../../app/session/use-session';
import { callApi } from '../../api/client';
import { useFormSubmit } from '../../ui/form-page/use-form-submit';
import { notifySuccess } from '../../ui/notify';
import { quoteKeys } from './quote-queries';

/** Confirm and Cancel, as the shared quote rule offers them for this quote. */
export function QuoteActions({ quote }: { quote: QuoteDetail }) {
  const [open, setOpen] = useState<'confirm' | 'cancel' | null>(null);
  const actions = quoteActions({ status: quote.status, expired: quote.expired });
  return (
    <Group gap="xs">
      {actions.includes('confirm') && (
        <Button leftSection={<IconCheck size={16} />} color="teal" onClick={() => setOpen('confirm')}>
          Confirm as order
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button leftSection={<IconX size={16} />} variant="default" color="red" onClick={() => setOpen('cancel')}>
          Cancel quote
        </Button>
      )}
      {open === 'confirm' && <ConfirmModal quote={quote} onClose={() => setOpen(null)} />}
      {open === 'cancel' && <CancelModal quote={quote} onClose={() => setOpen(null)} />}
    </Group>
  );
}

function useQuoteSaved(quote: QuoteDetail, onClose: () => void) {
  const queryClient = useQueryClient();
  return async (answer: { data: QuoteDetail; message: string }) => {
    queryClient.setQueryData(quoteKeys.detail(quote._id), answer.data);
    await queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    notifySuccess(answer.message);
    onClose();
  };
}

/**
 * A modal's form stops its submit from bubbling: React carries events up its own tree, and
 * these modals sit inside the quote page's reply form.
 */
const own = (submit: (event?: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
  event.stopPropagation();
  submit(event);
};

/** Where the order goes: the quote asked for prices only, so the merchant gives the delivery address. */
function ConfirmModal({ quote, onClose }: { quote: QuoteDetail; onClose: () => void }) {
  const country = useSession().store?.data.country ?? '';
  const saved = useQuoteSaved(quote, onClose);
  const form = useForm<QuoteConfirmBody>({
    mode: 'controlled',
    initialValues: {
      _id: quote._id,
      version: quote.version,
      address: { line1: '', line2: '', city: '', region: '', postal_code: '', country },
    },
    validate: zod4Resolver(quoteConfirmBody),
  });
  const { submit } = useFormSubmit(form, async (values) => saved(await callApi(QUOTE_CALLS.confirm, values)));
  const field = (name: keyof QuoteConfirmBody['address']) => form.getInputProps(`address.${name}`);
  return (
    <Modal opened onClose={onClose} title={`Confirm quote #${quote.number} as an order`} size="lg">
      <form onSubmit={own(submit)} noValidate>
        <Stack>
          <Text size="sm">
            An order for {formatMoney(quote.total, quote.currency)} before tax is made at the quoted prices, the stock
            is taken and {quote.email} is told. Payment is due by the quote's terms.
          </Text>
          <TextInput label="Address" required {...field('line1')} data-autofocus />
          <TextInput label="Address line 2" {...field('line2')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="City" required {...field('city')} />
            <TextInput label="State or region" {...field('region')} />
            <TextInput label="Postal code" required {...field('postal_code')} />
            <TextInput label="Country code" required maxLength={2} {...field('country')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" color="teal" loading={form.submitting}>
              Confirm order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function CancelModal({ quote, onClose }: { quote: QuoteDetail; onClose: () => void }) {
  const saved = useQuoteSaved(quote, onClose);
  const form = useForm<QuoteCancelBody>({
    mode: 'controlled',
    initialValues: { _id: quote._id, version: quote.version, reason: '' },
    validate: zod4Resolver(quoteCancelBody),
  });
  const { submit } = useFormSubmit(form, async (values) => saved(await callApi(QUOTE_CALLS.cancel, values)));
  return (
    <Modal opened onClose={onClose} title={`Cancel quote #${quote.number}`}>
      <form onSubmit={own(submit)} noValidate>
        <Stack>
          <Textarea
            label="Reason"
            description={`Mailed to ${quote.email}.`}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep the quote
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              Cancel quote
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
