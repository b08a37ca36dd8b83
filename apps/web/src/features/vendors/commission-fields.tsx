import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { MoneyInput } from '../../ui/MoneyInput';

export type CommissionKind = 'default' | 'percent' | 'flat';

/** A commission as a form holds it: percent as typed (12.5), flat in minor units. */
export interface CommissionValues {
  commission_kind: CommissionKind;
  percent: number | '';
  flat: number | null;
}

type Rate = { type: 'percent' | 'flat'; value: number } | null | undefined;

export const commissionValuesOf = (rate: Rate): CommissionValues => ({
  commission_kind: rate?.type ?? 'default',
  percent: rate?.type === 'percent' ? rate.value / 100 : '',
  flat: rate?.type === 'flat' ? rate.value : null,
});

/** The rate the API takes: basis points for a percent; null for the default. Blank is NaN, for the schema to name. */
export function commissionOf(values: CommissionValues) {
  if (values.commission_kind === 'percent')
    return { type: 'percent' as const, value: values.percent === '' ? Number.NaN : Math.round(values.percent * 100) };
  if (values.commission_kind === 'flat') return { type: 'flat' as const, value: values.flat ?? Number.NaN };
  return null;
}

/** Moves the schema's issue on `<field>.value` onto the input the owner typed in. */
export function onCommissionInput(errors: FormErrors, values: CommissionValues, field: string): FormErrors {
  const moved: FormErrors = { ...errors };
  const issue = errors[`${field}.value`] ?? errors[field];
  if (issue) moved[values.commission_kind === 'flat' ? 'flat' : 'percent'] = issue;
  return moved;
}

/** What the fields need of a form whose values include CommissionValues. */
interface CommissionForm {
  values: CommissionValues;
  errors: FormErrors;
  getInputProps: (path: 'commission_kind' | 'percent') => object;
  setFieldValue: (path: 'flat', value: number | null) => void;
}

/** Store default, a percent of each line, or a flat amount a line; `defaultLabel` says what the default is. */
export function CommissionFields({
  form,
  currency,
  label,
  defaultLabel,
  percentHelp,
}: {
  form: CommissionForm;
  currency: string;
  label: string;
  defaultLabel: string;
  percentHelp: string;
}) {
  const kind = form.values.commission_kind;
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <SegmentedControl
          aria-label={label}
          data={[
            { value: 'default', label: defaultLabel },
            { value: 'percent', label: 'Percent' },
            { value: 'flat', label: 'Flat a line' },
          ]}
          {...form.getInputProps('commission_kind')}
        />
      </Stack>
      {kind === 'percent' && (
        <NumberInput
          label={`${label} (%)`}
          description={percentHelp}
          suffix=" %"
          decimalScale={2}
          min={0}
          {...form.getInputProps('percent')}
        />
      )}
      {kind === 'flat' && (
        <MoneyInput
          label={`${label} a line`}
          currency={currency}
          value={form.values.flat}
          onChange={(minor) => form.setFieldValue('flat', minor)}
          error={form.errors.flat}
        />
      )}
    </>
  );
}
