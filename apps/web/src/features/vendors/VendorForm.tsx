import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  VENDOR_CALLS,
  VENDOR_FEATURES,
  type VendorFeature,
  type VendorItem,
  vendorCreateBody,
  vendorUpdateBody,
} from '@stallfront/shared/vendors';
import { callApi } from '../../api/client';
import { MoneyInput } from '../../ui/MoneyInput';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { useVendorFeatures, vendorKeys } from './vendor-queries';

type CommissionKind = 'default' | 'percent' | 'flat';

interface Values {
  name: string;
  company_name: string;
  email: string;
  mobile: string;
  sign_in: 'password' | 'invite';
  password: string;
  status: 'active' | 'pending';
  commission_kind: CommissionKind;
  /** Percent as typed (12.5), or minor units for flat. */
  percent: number | '';
  flat: number | null;
  vendor_features: string[];
}

const valuesOf = (vendor: VendorItem | null): Values => ({
  name: vendor?.name ?? '',
  company_name: vendor?.company_name ?? '',
  email: vendor?.email ?? '',
  mobile: vendor?.mobile ?? '',
  sign_in: 'password',
  password: '',
  status: 'active',
  commission_kind: vendor?.commission?.type ?? 'default',
  percent: vendor?.commission?.type === 'percent' ? vendor.commission.value / 100 : '',
  flat: vendor?.commission?.type === 'flat' ? vendor.commission.value : null,
  vendor_features: vendor?.vendor_features ?? ['update_product'],
});

function commissionOf(values: Values) {
  if (values.commission_kind === 'percent')
    return { type: 'percent' as const, value: values.percent === '' ? Number.NaN : Math.round(values.percent * 100) };
  if (values.commission_kind === 'flat') return { type: 'flat' as const, value: values.flat ?? Number.NaN };
  return null;
}

const isVendorFeature = (f: string): f is VendorFeature => (VENDOR_FEATURES as readonly string[]).includes(f);

const common = (values: Values) => ({
  name: values.name,
  company_name: values.company_name,
  mobile: values.mobile.trim() || null,
  commission: commissionOf(values),
  vendor_features: values.vendor_features.filter(isVendorFeature),
});
const createOf = (values: Values) => ({
  ...common(values),
  email: values.email,
  sign_in: values.sign_in,
  password: values.sign_in === 'password' ? values.password : '',
  status: values.status,
});

/** Moves the schema's `commission.value` issue onto the field the owner typed in. */
function onFields(errors: FormErrors, values: Values): FormErrors {
  const moved: FormErrors = { ...errors };
  const issue = errors['commission.value'] ?? errors.commission;
  if (issue) moved[values.commission_kind === 'flat' ? 'flat' : 'percent'] = issue;
  return moved;
}

/** A vendor's details, commission and grants; a new one also its sign-in: a password, or an invite mail. */
export function VendorForm({
  vendor,
  currency,
  onDone,
}: {
  vendor: VendorItem | null;
  currency: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const features = useVendorFeatures();
  const form = useForm<Values>({
    initialValues: valuesOf(vendor),
    validate: (values) =>
      onFields(
        vendor
          ? zod4Resolver(vendorUpdateBody)({ ...common(values), _id: vendor._id })
          : zod4Resolver(vendorCreateBody)(createOf(values)),
        values,
      ),
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      vendor
        ? callApi(VENDOR_CALLS.update, { ...common(values), _id: vendor._id })
        : callApi(VENDOR_CALLS.create, createOf(values)),
    onSuccess: (answer, values) => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      const invited = !vendor && values.sign_in === 'invite' ? ` An invite is on its way to ${answer.data.email}.` : '';
      notifySuccess(vendor ? `${answer.data.company_name} saved.` : `${answer.data.company_name} added.${invited}`);
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  const kind = form.values.commission_kind;
  return (
    <form aria-label="vendor" onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <TextInput label="Company" required {...form.getInputProps('company_name')} />
        <TextInput label="Contact name" required {...form.getInputProps('name')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('mobile')} />
        {!vendor && (
          <>
            <TextInput label="Sign-in email" type="email" required {...form.getInputProps('email')} />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Sign-in
              </Text>
              <SegmentedControl
                aria-label="Sign-in"
                data={[
                  { value: 'password', label: 'Set a password' },
                  { value: 'invite', label: 'Send an invite' },
                ]}
                {...form.getInputProps('sign_in')}
              />
            </Stack>
            {form.values.sign_in === 'password' ? (
              <PasswordInput
                label="Password"
                description="At least 8 characters; give it to the vendor yourself"
                required
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
            ) : (
              <Text size="sm" c="dimmed">
                The vendor gets a mail with your store’s vendor sign-in page, where it sets its own password.
              </Text>
            )}
            <Checkbox
              label="Approve later (the vendor waits as pending and cannot sign in yet)"
              checked={form.values.status === 'pending'}
              onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? 'pending' : 'active')}
            />
          </>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Commission
          </Text>
          <SegmentedControl
            aria-label="Commission"
            data={[
              { value: 'default', label: 'Store default' },
              { value: 'percent', label: 'Percent' },
              { value: 'flat', label: 'Flat a line' },
            ]}
            {...form.getInputProps('commission_kind')}
          />
        </Stack>
        {kind === 'percent' && (
          <NumberInput
            label="Commission (%)"
            description="Your cut of each of the vendor’s lines, 0 to 100 %"
            suffix=" %"
            decimalScale={2}
            min={0}
            {...form.getInputProps('percent')}
          />
        )}
        {kind === 'flat' && (
          <MoneyInput
            label="Commission a line"
            currency={currency}
            value={form.values.flat}
            onChange={(minor) => form.setFieldValue('flat', minor)}
            error={form.errors.flat}
          />
        )}
        <Checkbox.Group label="What the vendor may do" {...form.getInputProps('vendor_features')}>
          <Stack gap={6} mt={6}>
            {(features.data?.data.features ?? []).map((f) => (
              <Checkbox key={f.key} value={f.key} label={f.label} description={f.description} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {vendor ? 'Save vendor' : 'Add vendor'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
