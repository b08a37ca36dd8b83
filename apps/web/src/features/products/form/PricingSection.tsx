import { Input, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatPriceRange, variantTotals } from '@stallfront/shared/rules';
import { MoneyInput } from '../../../ui/MoneyInput';
import type { ProductFormValues } from './product-form';
import { TaxClassSelect } from './TaxClassSelect';

type Form = UseFormReturnType<ProductFormValues>;

export function PricingSection({ form, currency, disabled }: { form: Form; currency: string; disabled: boolean }) {
  const price = form.getInputProps('price');
  const compare = form.getInputProps('compare_at_price');
  // With variants the price is theirs, set per variant.
  const totals = variantTotals(form.getValues().variants);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {totals ? (
        <Input.Wrapper label="Price" description="Set per variant below">
          <Text size="sm" mt={6}>
            {formatPriceRange(totals.priceMin, totals.priceMax, currency)}
          </Text>
        </Input.Wrapper>
      ) : (
        <MoneyInput
          label="Price"
          required
          currency={currency}
          value={form.getValues().price}
          onChange={(minor) => form.setFieldValue('price', minor ?? 0)}
          error={price.error}
          disabled={disabled}
        />
      )}
      <MoneyInput
        label="Compare-at price"
        description="The higher price shown struck through"
        currency={currency}
        value={form.getValues().compare_at_price}
        onChange={(minor) => form.setFieldValue('compare_at_price', minor)}
        error={compare.error}
        disabled={disabled}
      />
      <TaxClassSelect form={form} disabled={disabled} />
    </SimpleGrid>
  );
}
