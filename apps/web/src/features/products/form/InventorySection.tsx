import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { toSku } from '@stallfront/shared/rules';
import type { ProductFormValues } from './product-form';

type Form = UseFormReturnType<ProductFormValues>;

/** SKU (typed upper case, other characters dropped), stock and weight. */
export function InventorySection({ form, disabled }: { form: Form; disabled: boolean }) {
  const sku = form.getInputProps('sku');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
      <NumberInput
        label="Stock"
        required
        min={0}
        allowDecimal={false}
        {...form.getInputProps('stock')}
        disabled={disabled}
      />
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
