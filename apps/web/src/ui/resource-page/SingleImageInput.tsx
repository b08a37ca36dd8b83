import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ImageUploader } from '../ImageUploader';
import type { ResourceValues } from './types';

/** One picture of a thing (a post's cover, a recipe's photo): its address in `field`, '' for none, and its refusal under it. */
export function SingleImageInput({
  form,
  field,
  label,
}: {
  form: UseFormReturnType<ResourceValues>;
  field: string;
  label: string;
}) {
  const url = String(form.getValues()[field] ?? '');
  return (
    <div>
      <ImageUploader
        label={label}
        max={1}
        images={url ? [{ url, alt: '' }] : []}
        onChange={(images) => form.setFieldValue(field, images[0]?.url ?? '')}
      />
      {form.errors[field] ? (
        <Text c="red" size="xs" mt={4}>
          {form.errors[field]}
        </Text>
      ) : null}
    </div>
  );
}
