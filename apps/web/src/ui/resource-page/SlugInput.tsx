import { Anchor, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { toSlug } from '@stallfront/shared/rules';
import { useSession } from '../../app/session/use-session';
import type { ResourceValues } from './types';

/**
 * A thing's address in the shop (`{prefix}{slug}`): it follows the name while the merchant has
 * not typed one of their own, on a new thing only; once published and saved it links to the shop.
 */
export function SlugInput({
  form,
  prefix,
  noun,
}: {
  form: UseFormReturnType<ResourceValues>;
  prefix: string;
  noun: string;
}) {
  const [isNew] = useState(() => form.getValues().slug === '');
  form.watch('name', ({ previousValue, value }) => {
    if (isNew && form.getValues().slug === toSlug(String(previousValue ?? '')))
      form.setFieldValue('slug', toSlug(String(value)));
  });
  const shopUrl = useSession().store?.data.base_url;
  const slug = String(form.getValues().slug ?? '');
  return (
    <TextInput
      label="Address"
      required
      leftSection={
        <Text size="sm" c="dimmed" pl={6}>
          {prefix}
        </Text>
      }
      leftSectionWidth={prefix.length * 7 + 14}
      description={
        shopUrl && slug && form.getValues().status === 'published' && !form.isDirty() ? (
          <Anchor href={`${shopUrl}${prefix}${slug}`} target="_blank" rel="noopener" size="xs">
            Open in the shop
          </Anchor>
        ) : (
          `Lower-case letters, digits and hyphens. Links to the ${noun} break if you change it once published.`
        )
      }
      {...form.getInputProps('slug')}
    />
  );
}
