import { Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { STORE_SEO, type StoreSeo } from '@stallfront/shared/website';
import { useSession } from '../../app/session/use-session';
import { useMayUseLibrary } from '../../app/session/use-may-call';
import { ImageUploader } from '../../ui/ImageUploader';
import { type SettingForm, SettingList, SettingPage } from '../../ui/setting-page';

const BLANK: StoreSeo = {
  title: '',
  description: '',
  social_image: '',
  sitemap: { catalogs: true, products: true, pages: true },
  overrides: [],
};

const SITEMAP_PARTS = [
  ['catalogs', 'Catalogs'],
  ['products', 'Products'],
  ['pages', 'Pages and policies'],
] as const;

/** The home page as a search engine lists it. */
function SearchPreview({ seo, storeName, shopUrl }: { seo: StoreSeo; storeName: string; shopUrl: string }) {
  return (
    <Paper withBorder p="md">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          In search results
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {shopUrl}
        </Text>
        <Text c="blue.8" fz="lg" lineClamp={1}>
          {seo.title || storeName}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {seo.description || 'Search engines pick words from the page when there is no description.'}
        </Text>
      </Stack>
    </Paper>
  );
}

function Overrides({ form }: { form: SettingForm<StoreSeo> }) {
  return (
    <SettingList
      form={form}
      path="overrides"
      items={form.getValues().overrides}
      blank={{ path: '', title: '', description: '' }}
      addLabel="Add a page"
      max={100}
      nameOf={(override) => override.path}
    >
      {(i) => (
        <>
          <TextInput
            label="Page"
            placeholder="/c/summer-sale"
            required
            {...form.getInputProps(`overrides.${i}.path`)}
          />
          <TextInput label="Title" maxLength={70} {...form.getInputProps(`overrides.${i}.title`)} />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={160}
            {...form.getInputProps(`overrides.${i}.description`)}
          />
        </>
      )}
    </SettingList>
  );
}

/** /setup/seo/store: what search engines and link previews show of the shop, and what its sitemap lists. */
export default function SeoPage() {
  const store = useSession().store?.data;
  const withLibrary = useMayUseLibrary();
  return (
    <SettingPage
      setting={STORE_SEO}
      title="SEO"
      blank={BLANK}
      aside={(seo) => <SearchPreview seo={seo} storeName={store?.name ?? ''} shopUrl={store?.base_url ?? ''} />}
      sections={(form) => [
        {
          id: 'home',
          title: 'Home page',
          description: 'How search engines list your shop. Empty fields use the shop’s name and its newest products.',
          content: (
            <Stack>
              <TextInput
                label="Home page title"
                maxLength={70}
                description={`${form.getValues().title.length} of 70 characters`}
                {...form.getInputProps('title')}
              />
              <Textarea
                label="Home page description"
                autosize
                minRows={2}
                maxLength={160}
                description={`${form.getValues().description.length} of 160 characters`}
                {...form.getInputProps('description')}
              />
            </Stack>
          ),
        },
        {
          id: 'social',
          title: 'Social image',
          description:
            'Shown when a link to the shop is shared, on pages without a picture of their own. 1200 × 630 works best.',
          content: (
            <ImageUploader
              label="Social image"
              max={1}
              images={form.getValues().social_image ? [{ url: form.getValues().social_image, alt: '' }] : []}
              onChange={(images) => form.setFieldValue('social_image', images[0]?.url ?? '')}
              withLibrary={withLibrary}
            />
          ),
        },
        {
          id: 'overrides',
          title: 'Page by page',
          description: 'A title and description of your own for any page of the shop: a catalog, a product, a page.',
          content: <Overrides form={form} />,
        },
        {
          id: 'sitemap',
          title: 'Sitemap',
          description: 'What sitemap.xml lists for search engines. The home page is always in it.',
          content: (
            <Stack gap="xs">
              {SITEMAP_PARTS.map(([part, label]) => (
                <Switch key={part} label={label} {...form.getInputProps(`sitemap.${part}`, { type: 'checkbox' })} />
              ))}
            </Stack>
          ),
        },
      ]}
    />
  );
}
