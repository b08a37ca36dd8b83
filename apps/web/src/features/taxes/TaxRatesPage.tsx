import { Stack, Text, TextInput } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { TAX_CLASS, type TaxClassItem } from '@stallfront/shared/taxes';
import { ResourcePage } from '../../ui/resource-page';
import { countryName } from './country-options';
import { TaxRatesInput } from './TaxRatesInput';

/** "HSN 6109 · India 5%" or "California 7.25% · New York 4% · 1 more". */
function summary(item: TaxClassItem) {
  const rates = item.rates.map((r) => `${r.region || countryName(r.country)} ${r.rate}%`);
  const shown = rates.length > 3 ? [...rates.slice(0, 3), `${rates.length - 3} more`] : rates;
  return [item.hsn_code ? `HSN ${item.hsn_code}` : null, ...shown].filter(Boolean).join(' · ');
}

/** /setting/tax-rates: the store's tax classes, each with its rates by country and state; products name their class. */
export default function TaxRatesPage() {
  return (
    <ResourcePage<typeof TAX_CLASS>
      resource={TAX_CLASS}
      title="Tax rates"
      summary={summary}
      wideForm
      secondaryActions={[
        { label: 'Tax settings', to: '/setting/tax-rates/settings', icon: <IconSettings size={16} /> },
      ]}
      blank={{ hsn_code: '', rates: [{ country: '', region: '', rate: 0 }] }}
      fields={(form) => (
        <Stack>
          <TextInput
            label="HSN or SAC code"
            description="India: printed on GST invoices beside each item"
            maxLength={8}
            inputMode="numeric"
            {...form.getInputProps('hsn_code')}
            value={(form.getValues().hsn_code as string | null) ?? ''}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Rates
            </Text>
            <Text size="xs" c="dimmed">
              A delivery to a state with its own rate pays that rate, else its country's; where you set no rate, no tax
              is charged. In India GST splits into CGST and SGST within your state and is IGST to other states.
            </Text>
          </Stack>
          <TaxRatesInput
            form={form}
            rates={(form.getValues().rates ?? []) as { country: string; region: string; rate: number }[]}
          />
        </Stack>
      )}
      emptyState={{
        title: 'No tax classes yet',
        message:
          'Add a class for each kind of goods you sell (in India, one per HSN code with its GST rate), then choose it on your products.',
      }}
    />
  );
}
