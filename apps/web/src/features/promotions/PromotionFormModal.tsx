import {
  Alert,
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
import { FREE_PACKAGE_IDS, PACKAGES, PROMOTION_CALLS, type PromotionView } from '@stallfront/shared/billing';
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

const dayOf = (iso: string) => iso.slice(0, 10);

const newValues = (): Values => ({
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
});

function valuesOf(p: PromotionView): Values {
  const [currency, amount] = Object.entries(p.amounts)[0] ?? ['USD', null];
  return {
    code: p.code,
    description: p.description,
    kind: p.kind,
    percent: p.percent ?? '',
    currency,
    amount,
    valid_from: dayOf(p.valid_from),
    valid_to: dayOf(p.valid_to),
    max_uses: p.max_uses ?? '',
    package_ids: p.package_ids,
    duration: p.duration,
    months: p.months ?? '',
  };
}

/**
 * The form's values as the API takes them. A date or amount the admin left as it was goes back
 * exactly as stored (an ended promotion's end is not midnight; a code may be priced in several
 * currencies), so an edit of a used code does not look like a change of its terms.
 */
function bodyOf(values: Values, editing: PromotionView | null) {
  const instant = (day: string, stored: string | undefined) =>
    stored && dayOf(stored) === day ? stored : `${day}T00:00:00.000Z`;
  const sameAmount = editing?.kind === 'amount' && editing.amounts[values.currency] === values.amount;
  return {
    description: values.description,
    kind: values.kind,
    percent: values.kind === 'percent' && values.percent !== '' ? values.percent : null,
    amounts:
      values.kind !== 'amount' || values.amount === null
        ? {}
        : sameAmount && editing
          ? editing.amounts
          : { [values.currency]: values.amount },
    valid_from: instant(values.valid_from, editing?.valid_from),
    valid_to: instant(values.valid_to, editing?.valid_to),
    max_uses: values.max_uses === '' ? null : values.max_uses,
    package_ids: values.package_ids,
    duration: values.duration,
    months: values.duration === 'recurring' && values.months !== '' ? values.months : null,
  };
}

/**
 * A new promotion, or an edit of one (`editing`): the code, what it takes off, when, how often
 * and on which plans. A used code keeps its terms: only its description, end and max uses are open.
 */
export function PromotionFormModal({
  opened,
  onClose,
  editing = null,
}: {
  opened: boolean;
  onClose: () => void;
  editing?: PromotionView | null;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: editing ? valuesOf(editing) : newValues() });
  const v = form.getValues();
  const locked = editing !== null && editing.uses > 0;
  const save = useMutation({
    mutationFn: (values: Values) =>
      editing
        ? callApi(PROMOTION_CALLS.update, { _id: editing._id, ...bodyOf(values, editing) })
        : callApi(PROMOTION_CALLS.create, { code: values.code, ...bodyOf(values, null) }),
    onSuccess: async (answer) => {
      notifySuccess(`Promotion ${answer.data.code} ${editing ? 'saved' : 'created'}.`);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.list });
      form.reset();
      onClose();
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.code}` : 'New promotion'}
      centered
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          {locked && (
            <Alert color="blue" title="Stores have used this code">
              Its discount, plans, start and duration stay as they were when stores paid with it. You can change its
              description, its end and its max uses; for other terms, end it and create a new code.
            </Alert>
          )}
          <TextInput
            label="Code"
            required
            placeholder="LAUNCH20"
            disabled={editing !== null}
            description={editing ? 'A code keeps its name' : undefined}
            {...form.getInputProps('code')}
          />
          <TextInput label="Description" {...form.getInputProps('description')} />
          <SegmentedControl
            disabled={locked}
            aria-label="Discount kind"
            data={[
              { value: 'percent', label: 'Percent' },
              { value: 'amount', label: 'Fixed amount' },
            ]}
            {...form.getInputProps('kind')}
          />
          {v.kind === 'percent' ? (
            <NumberInput
              label="Percent off"
              min={1}
              max={100}
              suffix=" %"
              disabled={locked}
              {...form.getInputProps('percent')}
            />
          ) : (
            <Group grow align="flex-start">
              <Select
                label="Currency"
                data={['USD', 'EUR', 'GBP', 'INR']}
                allowDeselect={false}
                disabled={locked}
                {...form.getInputProps('currency')}
              />
              <MoneyInput
                label="Amount off"
                currency={v.currency}
                disabled={locked}
                value={v.amount}
                onChange={(minor) => form.setFieldValue('amount', minor)}
                error={form.errors.amounts ?? form.errors[`amounts.${v.currency}`]}
              />
            </Group>
          )}
          <Group grow align="flex-start">
            <TextInput type="date" label="Valid from" disabled={locked} {...form.getInputProps('valid_from')} />
            <TextInput type="date" label="Valid to (not included)" {...form.getInputProps('valid_to')} />
          </Group>
          <Group grow align="flex-start">
            <NumberInput label="Max uses" description="Empty: no limit" min={1} {...form.getInputProps('max_uses')} />
            <MultiSelect
              label="Plans"
              description="None chosen: every paid plan"
              data={PAID_PLANS}
              disabled={locked}
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
              disabled={locked}
              {...form.getInputProps('duration')}
            />
            {v.duration === 'recurring' && (
              <NumberInput label="Months" min={1} max={36} disabled={locked} {...form.getInputProps('months')} />
            )}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save changes' : 'Create promotion'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
