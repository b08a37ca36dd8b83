import { SegmentedControl, Stack } from '@mantine/core';
import { PAGE_STATUSES, type PageStatus, STORE_PAGE } from '@stallfront/shared/website';
import { statusColumn } from '../../ui/list-page/columns';
import { ResourcePage } from '../../ui/resource-page';
import { SeoInputs } from '../../ui/resource-page/SeoInputs';
import { SlugInput } from '../../ui/resource-page/SlugInput';
import { RichTextField } from '../../ui/RichTextField';

type PageValues = { slug: string; body: string; status: PageStatus; seo_title: string; seo_description: string };

const BLANK: PageValues = { slug: '', body: '', status: 'draft', seo_title: '', seo_description: '' };
const STATUS_LOOK = { labels: PAGE_STATUSES, colors: { draft: 'gray', published: 'teal' } } as const;

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
          <SlugInput form={form} prefix="/pages/" noun="page" />
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
          <SeoInputs form={form} noun="page" />
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
