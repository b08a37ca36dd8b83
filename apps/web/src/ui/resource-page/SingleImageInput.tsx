import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ImageUploader } from '../ImageUploader';
import type { ResourceValues } from './types';

/** The value at a dotted path of the form's values ("slides.2.poster"). */
const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

/**
 * One picture of a thing (a post's cover, a recipe's photo, a story slide's image): its address at
 * `field` (a dotted path for a list's row), '' for none, and its refusal under it.
 */
export function SingleImageInput({
  form,
  field,
  label,
  withLibrary = false,
}: {
  form: UseFormReturnType<ResourceValues>;
  field: string;
  label: string;
  /** Also offer the store's media gallery (pictures uploaded before). */
  withLibrary?: boolean;
}) {
  const url = String(valueAt(form.getValues(), field) ?? '');
  return (
    <fieldset aria-label={label} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <ImageUploader
        label={label}
        max={1}
        withLibrary={withLibrary}
        images={url ? [{ url, alt: '' }] : []}
        onChange={(images) => form.setFieldValue(field, images[0]?.url ?? '')}
      />
      {form.errors[field] ? (
        <Text c="red" size="xs" mt={4}>
          {form.errors[field]}
        </Text>
      ) : null}
    </fieldset>
  );
}
