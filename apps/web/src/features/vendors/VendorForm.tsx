import { Button, Checkbox, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import {
  CommissionFields,
  type CommissionValues,
  commissionOf,
  commissionValuesOf,
  onCommissionInput,
} from './commission-fields';
import { useVendorFeatures, vendorKeys } from './vendor-queries';

interface Values extends CommissionValues {
  name: string;
  company_name: string;
  email: string;
  mobile: string;
  sub_domain: string;
  payout_account: string;
  sign_in: 'password' | 'invite';
  password: string;
  status: 'active' | 'pending';
  vendor_features: string[];
}

const valuesOf = (vendor: VendorItem | null): Values => ({
  name: vendor?.name ?? '',
  company_name: vendor?.company_name ?? '',
  email: vendor?.email ?? '',
  mobile: vendor?.mobile ?? '',
  sub_domain: vendor?.sub_domain ?? '',
  payout_account: vendor?.payout_account ?? '',
  sign_in: 'password',
  password: '',
  status: 'active',
  ...commissionValuesOf(vendor?.commission),
  vendor_features: vendor?.vendor_features ?? ['update_product'],
});

const isVendorFeature = (f: string): f is VendorFeature => (VENDOR_FEATURES as readonly string[]).includes(f);

const common = (values: Values) => ({
  name: values.name,
  company_name: values.company_name,
  mobile: values.mobile.trim() || null,
  sub_domain: values.sub_domain.trim() || null,
  payout_account: values.payout_account.trim() || null,
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
      onCommissionInput(
        vendor
          ? zod4Resolver(vendorUpdateBody)({ ...common(values), _id: vendor._id })
          : zod4Resolver(vendorCreateBody)(createOf(values)),
        values,
        'commission',
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
  return (
    <form aria-label="vendor" onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <TextInput label="Company" required {...form.getInputProps('company_name')} />
        <TextInput label="Contact name" required {...form.getInputProps('name')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('mobile')} />
        <TextInput
          label="Own sign-in address"
          description="Optional: the vendor signs in at /vendor/signin/ and this address, in your store's colours. Empty: your store's address."
          leftSection={
            <Text size="xs" c="dimmed">
              /vendor/signin/
            </Text>
          }
          leftSectionWidth={104}
          autoCapitalize="none"
          {...form.getInputProps('sub_domain')}
        />
        <TextInput
          label="Stripe payout account"
          description="Optional: the vendor's Stripe connected account id (acct_…), so you can pay its statements by Stripe transfer."
          placeholder="acct_…"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('payout_account')}
        />
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
        <CommissionFields
          form={form}
          currency={currency}
          label="Commission"
          defaultLabel="Store default"
          percentHelp="Your cut of each of the vendor’s lines, 0 to 100 %"
        />
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
