import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { slugFromName } from '@stallfront/shared/rules';
import { RichTextField } from '../../../ui/RichTextField';
import type { ProductFormValues } from './product-form';

type Form = UseFormReturnType<ProductFormValues>;

/** Name and description; a new product's address follows the name until the merchant edits it. */
export function BasicsSection({ form, isNew, disabled }: { form: Form; isNew: boolean; disabled: boolean }) {
  const name = form.getInputProps('name');
  return (
    <Stack>
      <TextInput
        label="Name"
        required
        placeholder="Red cotton tee"
        {...name}
        disabled={disabled}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const { name: previousName, slug: current } = form.getValues();
          const slug = slugFromName(value, { isNew, previousName, slug: current });
          if (slug !== null) form.setFieldValue('slug', slug);
          name.onChange(value);
        }}
      />
      <RichTextField
        label="Description"
        value={form.getValues().description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description}
        disabled={disabled}
      />
    </Stack>
  );
}
