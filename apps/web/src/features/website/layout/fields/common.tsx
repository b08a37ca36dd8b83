// The fields every picture slot and slide has, and the form's types, shared by the section forms.
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { GridImageSize, LayoutSection } from '@stallfront/shared/website';
import { useMayUseLibrary } from '../../../../app/session/use-may-call';
import { SlotImage } from '../SlotImage';

export type SectionForm = UseFormReturnType<LayoutSection>;
export type Of<K extends LayoutSection['kind']> = Extract<LayoutSection, { kind: K }>;

export const LINK_HINT = 'A page of your shop like /c/sale, or a web address';

/** A slot's picture and what goes with it: the words a screen reader says, and where a click goes. */
export function PictureFields({
  form,
  path,
  index,
  size,
  noun,
  link = true,
  withTitle,
}: {
  form: SectionForm;
  path: string;
  index: number;
  size: GridImageSize;
  noun?: string;
  link?: boolean;
  withTitle?: boolean;
}) {
  const withLibrary = useMayUseLibrary();
  const value = (form.getInputProps(`${path}.image`).value as string | undefined) ?? '';
  return (
    <Stack gap="xs">
      <SlotImage
        index={index}
        noun={noun}
        size={size}
        value={value}
        onChange={(url) => form.setFieldValue(`${path}.image`, url)}
        error={form.errors[`${path}.image`]}
        withLibrary={withLibrary}
        withTitle={withTitle}
      />
      <SimpleGrid cols={{ base: 1, sm: link ? 2 : 1 }} spacing="xs">
        <TextInput
          label="Alt text"
          description="What the picture shows, for screen readers"
          maxLength={150}
          {...form.getInputProps(`${path}.alt`)}
        />
        {link && <TextInput label="Link" description={LINK_HINT} {...form.getInputProps(`${path}.link`)} />}
      </SimpleGrid>
    </Stack>
  );
}

/** A banner's or a slide's words over its picture. */
export function SlideWords({ form, path }: { form: SectionForm; path: string }) {
  return (
    <>
      <TextInput label="Heading" maxLength={80} {...form.getInputProps(`${path}.heading`)} />
      <Textarea label="Text" autosize minRows={2} maxLength={200} {...form.getInputProps(`${path}.text`)} />
      <TextInput
        label="Button"
        description="Its words; it goes to the link"
        maxLength={30}
        {...form.getInputProps(`${path}.button`)}
      />
    </>
  );
}
