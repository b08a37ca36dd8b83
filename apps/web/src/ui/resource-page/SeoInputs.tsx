import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ResourceValues } from './types';

/** How a thing shows in search results (`seo_title`, `seo_description`); empty takes the thing's own words. */
export function SeoInputs({ form, noun }: { form: UseFormReturnType<ResourceValues>; noun: string }) {
  return (
    <>
      <TextInput
        label="Title in search results"
        description={`Leave empty to use the ${noun}'s title`}
        maxLength={70}
        {...form.getInputProps('seo_title')}
      />
      <Textarea
        label="Description in search results"
        description={`Leave empty to use the start of the ${noun}`}
        autosize
        minRows={2}
        maxLength={160}
        {...form.getInputProps('seo_description')}
      />
    </>
  );
}
