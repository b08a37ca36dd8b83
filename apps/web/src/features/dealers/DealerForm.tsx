import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DEALER_CALLS, type DealerCreateBody, dealerCreateBody } from '@stallfront/shared/admin-community';
import { callApi } from '../../api/client';
import { useFormSubmit } from '../../ui/form-page/use-form-submit';
import { notifySuccess } from '../../ui/notify';
import { dealerKeys } from './dealer-keys';

/** A new dealer: who, their code (unique, upper case) and their share in basis points. */
export function DealerForm({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const form = useForm<DealerCreateBody>({
    mode: 'controlled',
    initialValues: { name: '', email: '', code: '', share_bps: 1000 },
    validate: zod4Resolver(dealerCreateBody),
  });
  const { submit } = useFormSubmit(form, async (values) => {
    const saved = await callApi(DEALER_CALLS.create, values);
    notifySuccess(saved.message);
    await client.invalidateQueries({ queryKey: dealerKeys.lists() });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title="New dealer">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <TextInput
            label="Dealer code"
            description="What stores type at sign-up: 3 to 24 letters, digits or dashes."
            required
            {...form.getInputProps('code')}
          />
          <NumberInput
            label="Share (basis points)"
            description="Of the plan payments of the stores they sign up: 1,000 is 10 %."
            min={0}
            max={10_000}
            allowDecimal={false}
            thousandSeparator=","
            required
            {...form.getInputProps('share_bps')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Add dealer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
