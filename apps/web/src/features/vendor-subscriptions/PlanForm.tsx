import { Button, Checkbox, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { VENDOR_FEATURES, type VendorFeature } from '@stallfront/shared/rules';
import {
  VENDOR_SUBSCRIPTION_CALLS,
  type VendorPlan,
  type VendorPlanInterval,
  vendorPlanCreateBody,
} from '@stallfront/shared/vendor-subscriptions';
import { callApi } from '../../api/client';
import { showCallError } from '../../ui/form-errors';
import { MoneyInput } from '../../ui/MoneyInput';
import { notifySuccess } from '../../ui/notify';
import { FEATURE_LABELS } from './plan-words';
import { vendorSubscriptionKeys } from './vendor-subscription-queries';

interface Values {
  name: string;
  price: number | null;
  interval: VendorPlanInterval;
  features: string[];
  active: boolean;
}

const valuesOf = (plan: VendorPlan | null): Values => ({
  name: plan?.name ?? '',
  price: plan?.price ?? null,
  interval: plan?.interval ?? 'month',
  features: plan?.features ?? ['add_product', 'update_product'],
  active: plan?.active ?? true,
});

/** A vendor plan: its name, price in the store's currency, interval, the features it grants, and whether vendors may choose it. */
export function PlanForm({
  plan,
  currency,
  onDone,
}: {
  plan: VendorPlan | null;
  currency: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: valuesOf(plan),
    validate: (values) => zod4Resolver(vendorPlanCreateBody)({ ...values }),
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      // Checked by the form's schema before this runs: the price is a number, the features vendor features.
      const body = { ...values, price: values.price ?? 0, features: values.features as VendorFeature[] };
      return plan
        ? callApi(VENDOR_SUBSCRIPTION_CALLS.updatePlan, { ...body, _id: plan._id })
        : callApi(VENDOR_SUBSCRIPTION_CALLS.createPlan, body);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: vendorSubscriptionKeys.all });
      notifySuccess(plan ? `Plan “${answer.data.name}” saved.` : `Plan “${answer.data.name}” added.`);
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  const price = form.getInputProps('price');
  return (
    <form aria-label="vendor plan" onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <MoneyInput
          label="Price"
          description="What a vendor pays for each period; 0 makes the plan free."
          required
          currency={currency}
          value={form.values.price}
          onChange={(minor) => form.setFieldValue('price', minor)}
          error={price.error}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Billed every
          </Text>
          <SegmentedControl
            aria-label="Billed every"
            data={[
              { value: 'month', label: 'Month' },
              { value: 'year', label: 'Year' },
            ]}
            {...form.getInputProps('interval')}
          />
        </Stack>
        <Checkbox.Group
          label="Features it grants"
          description="A paid period gives the vendor these; every vendor may edit its products."
          {...form.getInputProps('features')}
        >
          <Stack gap={6} mt={6}>
            {VENDOR_FEATURES.map((f) => (
              <Checkbox key={f} value={f} label={FEATURE_LABELS[f]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch label="Vendors may choose this plan" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {plan ? 'Save plan' : 'Add plan'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
