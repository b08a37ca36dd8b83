import { Anchor, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toSlug } from '@stallfront/shared/rules';
import { PAGE_STATUSES, type PageStatus, STORE_PAGE } from '@stallfront/shared/website';
import { useSession } from '../../app/session/use-session';
import { statusColumn } from '../../ui/list-page/columns';
import { ResourcePage } from '../../ui/resource-page';
import type { ResourceValues } from '../../ui/resource-page/types';
import { RichTextField } from '../../ui/RichTextField';
import type { UseFormReturnType } from '@mantine/form';

type PageForm = UseFormReturnType<ResourceValues>;
type PageValues = { slug: string; body: string; status: PageStatus; seo_title: string; seo_description: string };

const BLANK: PageValues = { slug: '', body: '', status: 'draft', seo_title: '', seo_description: '' };
const STATUS_LOOK = { labels: PAGE_STATUSES, colors: { draft: 'gray', published: 'teal' } } as const;

/** The page's address: follows the title while the merchant has not typed one of their own, on a new page only. */
function SlugInput({ form }: { form: PageForm }) {
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
          /pages/
        </Text>
      }
      leftSectionWidth={64}
      description={
        shopUrl && slug && form.getValues().status === 'published' && !form.isDirty() ? (
          <Anchor href={`${shopUrl}/pages/${slug}`} target="_blank" rel="noopener" size="xs">
            Open in the shop
          </Anchor>
        ) : (
          'Lower-case letters, digits and hyphens. Links to the page break if you change it once published.'
        )
      }
      {...form.getInputProps('slug')}
    />
  );
}

/** /setup/pages: the shop's own pages (about us, our story, care guides), published at /pages/{slug} and in its footer. */
export default function PagesPage() {
  return (
    <ResourcePage
      resource={STORE_PAGE}
      title="Pages"
      wideForm
      summary={(page) => `/pages/${page.slug}`}
      columns={[statusColumn('status', 'Status', STATUS_LOOK)]}
      blank={BLANK}
      fields={(form) => (
        <Stack>
          <SlugInput form={form} />
          <SegmentedControl
            aria-label="Status"
            data={Object.entries(PAGE_STATUSES).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('status')}
          />
          <RichTextField
            label="Content"
            value={String(form.getValues().body ?? '')}
            onChange={(html) => form.setFieldValue('body', html)}
            error={form.errors.body}
          />
          <TextInput
            label="Title in search results"
            description="Leave empty to use the page's title"
            maxLength={70}
            {...form.getInputProps('seo_title')}
          />
          <Textarea
            label="Description in search results"
            description="Leave empty to use the start of the page"
            autosize
            minRows={2}
            maxLength={160}
            {...form.getInputProps('seo_description')}
          />
        </Stack>
      )}
      emptyState={{
        title: 'No pages yet',
        message:
          'Tell shoppers who you are: an about page, your story, how to care for what they buy. Published pages show in the shop’s footer.',
      }}
    />
  );
}
