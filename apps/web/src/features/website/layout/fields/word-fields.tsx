// A blog grid's, a text section's and a video's fields.
import { Alert, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { BLOG_GRID_COUNTS } from '@stallfront/shared/website';
import { RichTextField } from '../../../../ui/RichTextField';
import type { Of, SectionForm } from './common';

export function BlogFields({ form, section }: { form: SectionForm; section: Of<'blog'> }) {
  return (
    <Stack>
      <TextInput label="Title" maxLength={80} {...form.getInputProps('title')} />
      <div>
        <Text size="sm" fw={500} id="blog-count-label">
          Posts shown
        </Text>
        <SegmentedControl
          aria-labelledby="blog-count-label"
          data={BLOG_GRID_COUNTS.map((n) => String(n))}
          value={String(section.count)}
          onChange={(n) => form.setFieldValue('count', Number(n) as Of<'blog'>['count'])}
        />
      </div>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        Until the blog app comes, this shows your newest published pages.
      </Alert>
    </Stack>
  );
}

export function TextFields({ form, section }: { form: SectionForm; section: Of<'text'> }) {
  return (
    <Stack>
      <TextInput label="Heading" maxLength={80} {...form.getInputProps('heading')} />
      <RichTextField
        label="Text"
        value={section.body}
        onChange={(html) => form.setFieldValue('body', html)}
        error={form.errors.body}
      />
      <div>
        <Text size="sm" fw={500} id="text-style-label">
          Style
        </Text>
        <SegmentedControl
          aria-labelledby="text-style-label"
          data={[
            { value: 'plain', label: 'Plain' },
            { value: 'hero', label: 'Hero (large, centred)' },
          ]}
          {...form.getInputProps('style')}
        />
      </div>
    </Stack>
  );
}

export function VideoFields({ form }: { form: SectionForm }) {
  return (
    <Stack>
      <TextInput label="Title" maxLength={80} {...form.getInputProps('title')} />
      <TextInput
        label="Video address"
        required
        description="A YouTube or Vimeo page: https://youtu.be/… or https://vimeo.com/…"
        {...form.getInputProps('url')}
      />
    </Stack>
  );
}
