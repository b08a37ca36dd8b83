import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FREE_PACKAGE_IDS, PACKAGES, PROMOTION_CALLS } from '@stallfront/shared/billing';
import { callApi } from '../../api/client';
import { MoneyInput } from '../../ui/MoneyInput';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { promotionKeys } from './promotion-queries';

const PAID_PLANS = PACKAGES.filter((p) => !FREE_PACKAGE_IDS.includes(p.id)).map((p) => ({
  value: p.id,
  label: p.name,
}));
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Values {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  percent: number | '';
  currency: string;
  amount: number | null;
  valid_from: string;
  valid_to: string;
  max_uses: number | '';
  package_ids: string[];
  duration: 'first_payment' | 'recurring';
  months: number | '';
}

/** A new promotion: the code, what it takes off, when, how often and on which plans. */
export function PromotionFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      code: '',
      description: '',
      kind: 'percent',
      percent: 20,
      currency: 'USD',
      amount: null,
      valid_from: today(),
      valid_to: inDays(30),
      max_uses: '',
      package_ids: [],
      duration: 'first_payment',
      months: '',
    },
  });
  const v = form.getValues();
  const save = useMutation({
    mutationFn: (values: Values) =>
      callApi(PROMOTION_CALLS.create, {
        code: values.code,
        description: values.description,
        kind: values.kind,
        percent: values.kind === 'percent' && values.percent !== '' ? values.percent : null,
        amounts: values.kind === 'amount' && values.amount !== null ? { [values.currency]: values.amount } : {},
        valid_from: `${values.valid_from}T00:00:00.000Z`,
        valid_to: `${values.valid_to}T00:00:00.000Z`,
        max_uses: values.max_uses === '' ? null : values.max_uses,
        package_ids: values.package_ids,
        duration: values.duration,
        months: values.duration === 'recurring' && values.months !== '' ? values.months : null,
      }),
    onSuccess: async (answer) => {
      notifySuccess(`Promotion ${answer.data.code} created.`);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.list });
      form.reset();
      onClose();
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="New promotion" centered size="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <TextInput label="Code" required placeholder="LAUNCH20" {...form.getInputProps('code')} />
          <TextInput label="Description" {...form.getInputProps('description')} />
          <SegmentedControl
            aria-label="Discount kind"
            data={[
              { value: 'percent', label: 'Percent' },
              { value: 'amount', label: 'Fixed amount' },
            ]}
            {...form.getInputProps('kind')}
          />
          {v.kind === 'percent' ? (
            <NumberInput label="Percent off" min={1} max={100} suffix=" %" {...form.getInputProps('percent')} />
          ) : (
            <Group grow align="flex-start">
              <Select
                label="Currency"
                data={['USD', 'EUR', 'GBP', 'INR']}
                allowDeselect={false}
                {...form.getInputProps('currency')}
              />
              <MoneyInput
                label="Amount off"
                currency={v.currency}
                value={v.amount}
                onChange={(minor) => form.setFieldValue('amount', minor)}
                error={form.errors.amounts ?? form.errors[`amounts.${v.currency}`]}
              />
            </Group>
          )}
          <Group grow align="flex-start">
            <TextInput type="date" label="Valid from" {...form.getInputProps('valid_from')} />
            <TextInput type="date" label="Valid to (not included)" {...form.getInputProps('valid_to')} />
          </Group>
          <Group grow align="flex-start">
            <NumberInput label="Max uses" description="Empty: no limit" min={1} {...form.getInputProps('max_uses')} />
            <MultiSelect
              label="Plans"
              description="None chosen: every paid plan"
              data={PAID_PLANS}
              {...form.getInputProps('package_ids')}
            />
          </Group>
          <Group grow align="flex-start">
            <Select
              label="Applies to"
              data={[
                { value: 'first_payment', label: 'The first payment only' },
                { value: 'recurring', label: 'Renewals too, for some months' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('duration')}
            />
            {v.duration === 'recurring' && (
              <NumberInput label="Months" min={1} max={36} {...form.getInputProps('months')} />
            )}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Create promotion
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
