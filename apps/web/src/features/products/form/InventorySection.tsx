import { Input, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { toSku, variantTotals } from '@stallfront/shared/rules';
import type { ProductFormValues } from './product-form';

type Form = UseFormReturnType<ProductFormValues>;

/**
 * SKU (typed upper case, other characters dropped), stock and weight. With variants the
 * product keeps no SKU or stock of its own to edit: the total of the variants shows instead
 * (the SKU field comes back only if it needs fixing).
 */
export function InventorySection({ form, disabled }: { form: Form; disabled: boolean }) {
  const sku = form.getInputProps('sku');
  const { variants } = form.getValues();
  const totals = variantTotals(variants);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {(!totals || sku.error) && (
        <TextInput
          label="SKU"
          required
          description="Letters, digits and hyphens"
          placeholder="TEE-RED-M"
          {...sku}
          onChange={(event) => sku.onChange(toSku(event.currentTarget.value))}
          disabled={disabled}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
      )}
      {totals ? (
        <Input.Wrapper label="Stock" description="Set per variant below">
          <Text size="sm" mt={6} aria-live="polite">
            {totals.stock} in stock across {variants.length} variants
          </Text>
        </Input.Wrapper>
      ) : (
        <NumberInput
          label="Stock"
          required
          min={0}
          allowDecimal={false}
          {...form.getInputProps('stock')}
          disabled={disabled}
        />
      )}
      <NumberInput
        label="Weight"
        suffix=" g"
        min={0}
        allowDecimal={false}
        {...form.getInputProps('weight')}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
