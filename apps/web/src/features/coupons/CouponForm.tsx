import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { COUPON_CALLS, COUPON_KINDS, type Coupon, type CouponInput, couponInput } from '@stallfront/shared/coupons';
import { callApi } from '../../api/client';
import { MoneyInput } from '../../ui/MoneyInput';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { CatalogPicker, ProductPicker } from '../../ui/resource-page/AttachPickers';
import { CustomerPicker } from '../customers/CustomerPicker';
import { useProductFeatures } from '../products/product-queries';
import { isoOfPicked, pickerValueOf, startOfThisHour } from './coupon-dates';
import { couponKeys, KIND_LABEL } from './coupon-list';

type Values = Required<Omit<CouponInput, 'vendor_ids' | 'customer_ids'>> &
  Pick<CouponInput, 'vendor_ids' | 'customer_ids'>;
type Form = UseFormReturnType<Values>;

const blank = (): Values => ({
  code: '',
  kind: 'percent',
  percent: 10,
  amount: 0,
  buy_quantity: 2,
  get_quantity: 1,
  min_subtotal: 0,
  max_discount: null,
  starts_on: startOfThisHour(),
  ends_on: null,
  usage_limit: null,
  per_customer_limit: null,
  per_code_limit: null,
  first_order_only: false,
  active: true,
  product_ids: [],
  catalog_ids: [],
  customer_ids: [],
  vendor_ids: [],
});

const valuesOf = ({ _id, state, used_count, code_count, created_on, updated_on, ...values }: Coupon): Values => values;

/** A limit typed as a whole number, or empty for none. */
function LimitInput({
  form,
  field,
  label,
}: {
  form: Form;
  field: 'usage_limit' | 'per_customer_limit' | 'per_code_limit';
  label: string;
}) {
  const input = form.getInputProps(field);
  return (
    <NumberInput
      label={label}
      placeholder="No limit"
      min={1}
      allowDecimal={false}
      {...input}
      value={input.value ?? ''}
      onChange={(typed) => form.setFieldValue(field, typed === '' ? null : Number(typed))}
    />
  );
}

function Money({
  form,
  field,
  label,
  currency,
  nullable = false,
}: {
  form: Form;
  field: 'amount' | 'min_subtotal' | 'max_discount';
  label: string;
  currency: string;
  nullable?: boolean;
}) {
  const input = form.getInputProps(field);
  return (
    <MoneyInput
      label={label}
      currency={currency}
      placeholder={nullable ? 'No maximum' : undefined}
      error={input.error}
      value={(form.getValues()[field] as number | null) ?? null}
      onChange={(minor) => form.setFieldValue(field, nullable ? minor : (minor ?? 0))}
    />
  );
}

/** A marketplace's vendors whose products the coupon covers; a store without vendors has none to pick. */
function VendorPicker({ form }: { form: Form }) {
  const vendors = useProductFeatures().data?.vendors ?? [];
  if (vendors.length === 0) return null;
  return (
    <MultiSelect
      label="Vendors"
      description="Every product of these vendors"
      data={vendors.map((v) => ({ value: v._id, label: v.name }))}
      value={form.getValues().vendor_ids ?? []}
      onChange={(ids) => form.setFieldValue('vendor_ids', ids)}
      error={form.errors.vendor_ids}
      clearable
    />
  );
}

/** What the coupon gives: the inputs its kind needs. */
function Gives({ form, currency }: { form: Form; currency: string }) {
  const kind = form.getValues().kind;
  const percent = (label: string) => (
    <NumberInput
      label={label}
      suffix="%"
      min={0}
      max={100}
      clampBehavior="none"
      decimalScale={2}
      {...form.getInputProps('percent')}
    />
  );
  return (
    <Stack gap="sm">
      <Select
        label="Gives"
        data={COUPON_KINDS.map((value) => ({ value, label: KIND_LABEL[value] }))}
        allowDeselect={false}
        {...form.getInputProps('kind')}
        onChange={(value) => value && form.setFieldValue('kind', value as Values['kind'])}
      />
      {kind === 'percent' && percent('Percentage off')}
      {kind === 'fixed' && <Money form={form} field="amount" label="Amount off" currency={currency} />}
      {kind === 'buy_x_get_y' && (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput label="Buy" min={1} max={100} allowDecimal={false} {...form.getInputProps('buy_quantity')} />
          <NumberInput label="Get" min={1} max={100} allowDecimal={false} {...form.getInputProps('get_quantity')} />
          {percent('Off those (100: free)')}
        </SimpleGrid>
      )}
      {(kind === 'percent' || kind === 'buy_x_get_y') && (
        <Money form={form} field="max_discount" label="Most it takes off" currency={currency} nullable />
      )}
      <Money form={form} field="min_subtotal" label="Minimum spend on the items it covers" currency={currency} />
    </Stack>
  );
}

function When({ form }: { form: Form }) {
  const picker = (field: 'starts_on' | 'ends_on', label: string, clearable: boolean) => (
    <DateTimePicker
      label={label}
      clearable={clearable}
      placeholder={clearable ? 'No end' : undefined}
      valueFormat="MMM D, YYYY HH:mm"
      error={form.errors[field]}
      value={pickerValueOf(form.getValues()[field])}
      onChange={(picked) =>
        form.setFieldValue(field, (isoOfPicked(picked) ?? (clearable ? null : form.getValues()[field])) as string)
      }
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {picker('starts_on', 'Starts', false)}
      {picker('ends_on', 'Ends', true)}
    </SimpleGrid>
  );
}

/** Adds or changes a coupon: its code, what it gives, when, how often and on what; refusals land on their fields. */
export function CouponForm({
  coupon,
  currency,
  onDone,
}: {
  coupon: Coupon | null;
  currency: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: coupon ? valuesOf(coupon) : blank(),
    validate: zod4Resolver(couponInput),
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      coupon ? callApi(COUPON_CALLS.update, { ...values, _id: coupon._id }) : callApi(COUPON_CALLS.create, values),
    onSuccess: async ({ data }) => {
      notifySuccess(`Coupon ${data.code} ${coupon ? 'saved' : 'added'}.`);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  const values = form.getValues();
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate aria-label="coupon">
      <Stack>
        <TextInput
          label="Code"
          description="Letters, digits and hyphens; typed in any case"
          required
          data-autofocus
          autoCapitalize="characters"
          {...form.getInputProps('code')}
        />
        <Gives form={form} currency={currency} />
        <When form={form} />
        <Title order={4}>Limits</Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <LimitInput form={form} field="usage_limit" label="Uses in all" />
          <LimitInput form={form} field="per_customer_limit" label="Uses per customer" />
          <LimitInput form={form} field="per_code_limit" label="Uses per code" />
        </SimpleGrid>
        <Switch label="First order only" {...form.getInputProps('first_order_only', { type: 'checkbox' })} />
        {values.kind !== 'free_shipping' && (
          <>
            <ProductPicker
              value={values.product_ids}
              onChange={(ids) => form.setFieldValue('product_ids', ids)}
              error={form.errors.product_ids}
              description="Only these products (and the catalogs below); none picked: every item"
            />
            <CatalogPicker
              value={values.catalog_ids}
              onChange={(ids) => form.setFieldValue('catalog_ids', ids)}
              error={form.errors.catalog_ids}
              description="Every product of these catalogs"
            />
            <VendorPicker form={form} />
          </>
        )}
        <CustomerPicker
          value={values.customer_ids ?? []}
          onChange={(ids) => form.setFieldValue('customer_ids', ids)}
          error={form.errors.customer_ids}
          description="Only these customers, signed in; none picked: everyone"
        />
        <Switch label="Active: shoppers can use it" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {coupon ? 'Save' : 'Add coupon'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
