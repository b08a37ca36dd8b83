import { ActionIcon, Button, Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { COUNTRY_CODES, type RateBand } from '@stallfront/shared/shipping';
import type { ResourceValues } from '../../ui/resource-page';
import { MoneyInput } from '../../ui/MoneyInput';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The countries a zone may hold, by name, for a picker. */
export const COUNTRY_OPTIONS = [...COUNTRY_CODES]
  .map((code) => ({ value: code, label: regionNames.of(code) ?? code }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

export const countryName = (code: string) => regionNames.of(code) ?? code;

/** The first problem the server or the schema put on a field or anything under it (`zone.countries.1`). */
export function errorUnder(form: UseFormReturnType<ResourceValues>, path: string): string | undefined {
  const key = Object.keys(form.errors).find((k) => k === path || k.startsWith(`${path}.`));
  const error = key ? form.errors[key] : undefined;
  return typeof error === 'string' ? error : undefined;
}

/**
 * A rate's bands: from, to (blank: and above) and the fee, one row each. `unit` says what the
 * amounts are: grams of the cart, or its items' value in the store's currency.
 */
export function BandsEditor({
  form,
  path,
  unit,
  currency,
}: {
  form: UseFormReturnType<ResourceValues>;
  path: string;
  unit: 'grams' | 'money';
  currency: string;
}) {
  const bands = (path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], form.getValues()) ??
    []) as RateBand[];
  const set = (next: RateBand[]) => form.setFieldValue(path, next);
  const change = (at: number, patch: Partial<RateBand>) =>
    set(bands.map((b, i) => (i === at ? { ...b, ...patch } : b)));
  const last = bands.at(-1);
  const add = () => set([...bands, { min: last ? (last.max ?? last.min) + 1 : 0, max: null, fee: 0 }]);
  const amount = (label: string, value: number | null, onChange: (v: number | null) => void, error?: string) =>
    unit === 'grams' ? (
      <NumberInput
        label={label}
        suffix=" g"
        min={0}
        allowDecimal={false}
        value={value ?? ''}
        onChange={(v) => onChange(v === '' ? null : Number(v))}
        error={error}
        w={120}
      />
    ) : (
      <MoneyInput label={label} currency={currency} value={value} onChange={onChange} error={error} w={140} />
    );
  return (
    <Input.Wrapper
      label={unit === 'grams' ? 'Fees by the cart’s weight' : 'Fees by the items’ value'}
      description="Leave “to” blank on the last band for “and above”; a cart in no band is not offered this method"
      error={form.errors[path]}
    >
      <Stack gap="xs" mt="xs">
        {bands.map((band, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="wrap">
            {amount('From', band.min, (v) => change(i, { min: v ?? 0 }), errorUnder(form, `${path}.${i}.min`))}
            {amount('To', band.max, (v) => change(i, { max: v }), errorUnder(form, `${path}.${i}.max`))}
            <MoneyInput
              label="Fee"
              currency={currency}
              value={band.fee}
              onChange={(v) => change(i, { fee: v ?? 0 })}
              error={errorUnder(form, `${path}.${i}.fee`)}
              w={120}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={26}
              aria-label={`Remove band ${i + 1}`}
              onClick={() => set(bands.filter((_, j) => j !== i))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        {bands.length === 0 && (
          <Text size="sm" c="dimmed">
            No bands yet.
          </Text>
        )}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
            Add a band
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
