import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
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

/**
 * How the product shows in search engines, and its address in the shop. A saved product keeps
 * its address when renamed; the merchant may move it to the name's, and the old one redirects.
 */
export function SeoSection({ form, savedSlug, disabled }: { form: Form; savedSlug: string | null; disabled: boolean }) {
  const slug = form.getInputProps('slug');
  const values = form.getValues();
  const fromName = toSlug(values.name);
  return (
    <Stack gap="xs">
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
      {savedSlug !== null && fromName !== '' && fromName !== values.slug && (
        <Button
          variant="light"
          size="compact-sm"
          w="fit-content"
          onClick={() => form.setFieldValue('slug', fromName)}
          disabled={disabled}
        >
          Update the URL from the name
        </Button>
      )}
      {savedSlug !== null && values.slug !== savedSlug && (
        <Text size="xs" c="dimmed">
          The old address /{savedSlug} will send shoppers on to /{values.slug || '…'}.
        </Text>
      )}
      <TextInput
        mt="xs"
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
