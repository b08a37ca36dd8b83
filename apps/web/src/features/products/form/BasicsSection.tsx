import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { toSlug } from '@stallfront/shared/rules';
import { RichTextField } from '../../../ui/RichTextField';
import type { ProductFormValues } from './product-form';

type Form = UseFormReturnType<ProductFormValues>;

/** Name and description; the address follows the name until the merchant edits it. */
export function BasicsSection({ form, disabled }: { form: Form; disabled: boolean }) {
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
          const slug = form.getValues().slug;
          if (!form.isTouched('slug') && (slug === '' || slug === toSlug(form.getValues().name))) {
            form.setFieldValue('slug', toSlug(value));
          }
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
