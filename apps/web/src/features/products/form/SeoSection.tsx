import { Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { toSlug } from '@stallfront/shared/rules';
import type { ProductFormValues } from './product-form';

type Form = UseFormReturnType<ProductFormValues>;

/** As toSlug, but a hyphen being typed at the end stays until the field is left. */
const slugWhileTyping = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-');

const counter = (text: string, max: number) => `${text.length} of ${max}`;

/** How the product shows in search engines, and its address in the shop. */
export function SeoSection({ form, disabled }: { form: Form; disabled: boolean }) {
  const slug = form.getInputProps('slug');
  const values = form.getValues();
  return (
    <Stack>
      <TextInput
        label="URL slug"
        required
        description="Lower-case letters, digits and hyphens"
        {...slug}
        onChange={(event) => slug.onChange(slugWhileTyping(event.currentTarget.value))}
        onBlur={(event) => {
          slug.onChange(toSlug(event.currentTarget.value));
          slug.onBlur?.(event);
        }}
        disabled={disabled}
      />
      <TextInput
        label="SEO title"
        description={counter(values.seo_title, 70)}
        maxLength={70}
        {...form.getInputProps('seo_title')}
        disabled={disabled}
      />
      <Textarea
        label="SEO description"
        description={counter(values.seo_description, 320)}
        maxLength={320}
        autosize
        minRows={2}
        {...form.getInputProps('seo_description')}
        disabled={disabled}
      />
    </Stack>
  );
}
