import { NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  DIMENSION_UNITS,
  formatOrderNumber,
  STORE_SETTING_CALLS,
  type StoreSettingsBody,
  storeSettingsBody,
  TIME_ZONES,
  WEIGHT_UNITS,
} from '@stallfront/shared/store';
import { callApi } from '../../api/client';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { EmailInput } from '../../ui/EmailInput';
import { FormPage } from '../../ui/form-page';
import { notifySuccess } from '../../ui/notify';
import { useCountries } from '../auth/use-countries';
import { storeKeys, useStoreSettings } from './store-queries';

type Answer = Awaited<ReturnType<typeof callApi<typeof STORE_SETTING_CALLS.advDetails>>>['data'];

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const ZONES = TIME_ZONES.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
const COUNTRY_ZONE = '';
const SETTINGS_HUB = { to: '/setting', label: 'Back to settings' };

/** /setting/store: who the store is, where, in which money and time, and how it numbers orders and checks out. */
export default function StoreSettingsPage() {
  const settings = useStoreSettings();
  if (settings.error) return <DetailLoadFailed noun="Store settings" error={settings.error} back={SETTINGS_HUB} />;
  if (!settings.data) return <DetailLoading />;
  return <StoreSettingsForm saved={settings.data.data} />;
}

function valuesOf({
  currency_locked: _l,
  min_next_number: _m,
  has_accounts: _h,
  ...values
}: Answer): StoreSettingsBody {
  return values;
}

function StoreSettingsForm({ saved }: { saved: Answer }) {
  const queryClient = useQueryClient();
  const countries = useCountries();
  const form = useForm<StoreSettingsBody>({
    mode: 'controlled',
    initialValues: valuesOf(saved),
    validate: zod4Resolver(storeSettingsBody),
  });
  const values = form.getValues();
  const onSubmit = async (body: StoreSettingsBody) => {
    const answer = await callApi(STORE_SETTING_CALLS.saveAdvDetails, body);
    queryClient.setQueryData(storeKeys.settings, answer);
    form.setInitialValues(valuesOf(answer.data));
    form.reset();
    void queryClient.invalidateQueries({ queryKey: storeKeys.details });
    notifySuccess('Store settings saved.');
  };
  const sample = formatOrderNumber(values.order_number, values.order_number.next_number || saved.min_next_number);
  return (
    <FormPage
      form={form}
      title="Store"
      onSubmit={onSubmit}
      sections={[
        {
          id: 'store',
          title: 'Store',
          description: 'Shoppers see the name on every page; the email and phone are where the store is reached.',
          content: (
            <Stack>
              <TextInput label="Store name" required maxLength={120} {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <EmailInput label="Contact email" {...form.getInputProps('email')} />
                <TextInput
                  label="Contact phone"
                  maxLength={20}
                  {...form.getInputProps('mobile')}
                  value={values.mobile ?? ''}
                  onChange={(event) => form.setFieldValue('mobile', event.currentTarget.value || null)}
                />
              </SimpleGrid>
            </Stack>
          ),
        },
        {
          id: 'address',
          title: 'Address',
          description: 'On invoices and in the shop’s footer.',
          content: (
            <Stack>
              <TextInput
                label="Business name"
                required
                maxLength={160}
                {...form.getInputProps('company_details.name')}
              />
              <TextInput label="Street address" maxLength={500} {...form.getInputProps('company_details.address')} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label="City" maxLength={120} {...form.getInputProps('company_details.city')} />
                <TextInput label="State or region" maxLength={120} {...form.getInputProps('company_details.state')} />
                <TextInput label="Postcode" maxLength={20} {...form.getInputProps('company_details.postal_code')} />
              </SimpleGrid>
              <Select
                label="Country"
                searchable
                data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
                allowDeselect={false}
                {...form.getInputProps('country')}
              />
            </Stack>
          ),
        },
        {
          id: 'money-time',
          title: 'Currency, time zone and units',
          content: (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Currency"
                  maxLength={3}
                  disabled={saved.currency_locked}
                  description={
                    saved.currency_locked
                      ? 'Your store has orders, so its currency stays: they were paid in it.'
                      : 'A three-letter code, like USD or INR'
                  }
                  {...form.getInputProps('currency')}
                  onChange={(event) => form.setFieldValue('currency', event.currentTarget.value.toUpperCase())}
                />
                <Select
                  label="Time zone"
                  searchable
                  description="Order times, bookings and reports use it"
                  data={[{ value: COUNTRY_ZONE, label: 'The country’s main zone' }, ...ZONES]}
                  {...form.getInputProps('timezone')}
                  value={values.timezone ?? COUNTRY_ZONE}
                  onChange={(zone) => form.setFieldValue('timezone', zone ? zone : null)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label="Weight unit"
                  data={options(WEIGHT_UNITS)}
                  allowDeselect={false}
                  {...form.getInputProps('units.weight')}
                />
                <Select
                  label="Length unit"
                  data={options(DIMENSION_UNITS)}
                  allowDeselect={false}
                  {...form.getInputProps('units.length')}
                />
              </SimpleGrid>
            </Stack>
          ),
        },
        {
          id: 'order-numbers',
          title: 'Order numbers',
          description: 'New orders are numbered this way; orders already placed keep theirs.',
          content: (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Prefix"
                  maxLength={12}
                  placeholder="UT-"
                  {...form.getInputProps('order_number.prefix')}
                />
                <NumberInput
                  label="Next number"
                  allowDecimal={false}
                  allowNegative={false}
                  description={`${saved.min_next_number} or more`}
                  {...form.getInputProps('order_number.next_number')}
                />
                <NumberInput
                  label="Digits"
                  min={0}
                  max={10}
                  allowDecimal={false}
                  allowNegative={false}
                  description="Zeros fill it to this length"
                  {...form.getInputProps('order_number.padding')}
                />
              </SimpleGrid>
              <Text size="sm" aria-live="polite">
                The next order will be <strong data-testid="order-number-sample">{sample}</strong>
              </Text>
            </Stack>
          ),
        },
        {
          id: 'checkout',
          title: 'Checkout',
          content: (
            <Stack>
              <Switch
                label="Guest checkout"
                description={
                  saved.has_accounts
                    ? 'Off: shoppers sign in or create an account before they check out.'
                    : 'Shoppers can only be asked to sign in with customer accounts (the Customer portal app).'
                }
                disabled={!saved.has_accounts && values.checkout.guest_checkout}
                {...form.getInputProps('checkout.guest_checkout', { type: 'checkbox' })}
              />
              <Switch
                label="Shoppers accept the terms"
                description="They tick that they accept your Terms policy (Website › Policies) before paying."
                {...form.getInputProps('checkout.terms_required', { type: 'checkbox' })}
              />
              <Switch
                label="Order notes"
                description="Shoppers may leave a note with the order (a delivery instruction, a gift message); it shows on the order's page."
                {...form.getInputProps('checkout.order_notes', { type: 'checkbox' })}
              />
            </Stack>
          ),
        },
      ]}
    />
  );
}
