import { Autocomplete, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ARTICLE,
  ARTICLE_CALLS,
  ARTICLE_PRODUCTS_MAX,
  ARTICLE_STATUSES,
  type Article,
  readingMinutes,
} from '@stallfront/shared/articles';
import { callApi } from '../../api/client';
import type { ListFilter } from '../../ui/list-page';
import { statusColumn } from '../../ui/list-page/columns';
import { type OwnFields, ResourcePage } from '../../ui/resource-page';
import { ProductPicker } from '../../ui/resource-page/AttachPickers';
import { SeoInputs } from '../../ui/resource-page/SeoInputs';
import { SingleImageInput } from '../../ui/resource-page/SingleImageInput';
import { SlugInput } from '../../ui/resource-page/SlugInput';
import type { ResourceValues } from '../../ui/resource-page/types';
import { RichTextField } from '../../ui/RichTextField';
import type { UseFormReturnType } from '@mantine/form';

type ArticleValues = OwnFields<Article>;

const BLANK: ArticleValues = {
  slug: '',
  topic: '',
  summary: '',
  body: '',
  cover: '',
  author: '',
  status: 'draft',
  product_ids: [],
  seo_title: '',
  seo_description: '',
};
const STATUS_LOOK = { labels: ARTICLE_STATUSES, colors: { draft: 'gray', published: 'teal' } } as const;
/** Topics a store's guides usually go under, offered beside the store's own. */
const USUAL_TOPICS = ['Care guides', 'Buying guides', 'How-tos', 'Style guides'];
/** Under the list's key: a saved article refreshes them. The filter keeps its options apart (another shape). */
const TOPICS_KEY = [ARTICLE.plural, 'topics'];
const TOPIC_OPTIONS_KEY = [ARTICLE.plural, 'topics', 'options'];

const loadTopics = async (signal?: AbortSignal) => (await callApi(ARTICLE_CALLS.topics, {}, { signal })).list;

const FILTERS: readonly ListFilter[] = [
  {
    key: 'topic',
    label: 'Topic',
    type: 'select',
    options: {
      queryKey: TOPIC_OPTIONS_KEY,
      load: async () => (await loadTopics()).map(({ topic }) => ({ value: topic, label: topic })),
    },
  },
  {
    key: 'status',
    label: 'Status',
    type: 'select',
    options: Object.entries(ARTICLE_STATUSES).map(([value, label]) => ({ value, label })),
  },
];

/** "Care guides · 4 min read · 3 products · /articles/denim-care". */
function summaryOf(article: Article): string {
  const minutes = readingMinutes(article.body);
  const count = article.product_ids.length;
  return [
    article.topic,
    minutes > 0 ? `${minutes} min read` : 'No words yet',
    count > 0 ? `${count} product${count === 1 ? '' : 's'}` : '',
    `/articles/${article.slug}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The topic, suggesting the store's topics so its guides stay under a few headings. */
function TopicInput({ form }: { form: UseFormReturnType<ResourceValues> }) {
  const { data } = useQuery({ queryKey: TOPICS_KEY, queryFn: ({ signal }) => loadTopics(signal) });
  const topics = new Set([...(data ?? []).map(({ topic }) => topic), ...USUAL_TOPICS]);
  return (
    <Autocomplete
      label="Topic"
      description="The shop lists its guides under their topics."
      maxLength={60}
      data={[...topics]}
      {...form.getInputProps('topic')}
    />
  );
}

function ArticleFields({ form }: { form: UseFormReturnType<ResourceValues> }) {
  const values = form.getValues();
  const minutes = readingMinutes(String(values.body ?? ''));
  const productError =
    form.errors.product_ids ??
    Object.entries(form.errors).find(([key]) => key.startsWith('product_ids.'))?.[1] ??
    undefined;
  return (
    <Stack>
      <SlugInput form={form} prefix="/articles/" noun="article" />
      <SegmentedControl
        aria-label="Status"
        data={Object.entries(ARTICLE_STATUSES).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps('status')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TopicInput form={form} />
        <TextInput
          label="Author"
          description="Shown under the title."
          maxLength={80}
          {...form.getInputProps('author')}
        />
      </SimpleGrid>
      <SingleImageInput form={form} field="cover" label="Cover image" />
      <Textarea
        label="Summary"
        description="A line or two for the guides' list and link previews. Empty: the start of the article."
        autosize
        minRows={2}
        maxLength={300}
        {...form.getInputProps('summary')}
      />
      <Stack gap={4}>
        <RichTextField
          label="Article"
          value={String(values.body ?? '')}
          onChange={(html) => form.setFieldValue('body', html)}
          error={form.errors.body}
        />
        <Text size="xs" c="dimmed" data-testid="reading-time">
          {minutes > 0 ? `${minutes} min read` : 'No words yet'}
        </Text>
      </Stack>
      <ProductPicker
        label="Shop this guide"
        description={`Up to ${ARTICLE_PRODUCTS_MAX} of your products, shown under the article in this order.`}
        maxValues={ARTICLE_PRODUCTS_MAX}
        value={(values.product_ids as string[] | undefined) ?? []}
        onChange={(ids) => form.setFieldValue('product_ids', ids)}
        error={productError}
      />
      <SeoInputs form={form} noun="article" />
    </Stack>
  );
}

/** /setting/articles: evergreen guides under topics, shown in the shop at /articles with the products they recommend. */
export default function ArticlesPage() {
  return (
    <ResourcePage
      resource={ARTICLE}
      title="Articles"
      description="Guides that stay useful: how to care for what you sell, how to choose it, how to wear or use it."
      wideForm
      summary={(article) => summaryOf(article as Article)}
      columns={[statusColumn('status', 'Status', STATUS_LOOK)]}
      filters={FILTERS}
      blank={BLANK}
      fields={(form) => <ArticleFields form={form} />}
      emptyState={{
        title: 'No articles yet',
        message:
          'Write the guides your customers ask for: a care guide, a size guide, how to pick the right one. Link the products each guide recommends; published guides show in the shop under Guides.',
      }}
    />
  );
}
