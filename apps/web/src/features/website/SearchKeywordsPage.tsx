import { TagsInput, TextInput } from '@mantine/core';
import { SEARCH_KEYWORDS, type SearchKeywords } from '@stallfront/shared/website';
import { ProductPicker } from '../../ui/resource-page';
import { SettingList, SettingPage } from '../../ui/setting-page';

const BLANK: SearchKeywords = { keywords: [] };
const NEW_KEYWORD: SearchKeywords['keywords'][number] = { keyword: '', synonyms: [], promoted: [] };

/** /setup/search-keywords: words shoppers type that should find more than they say, and what to show first for them. */
export default function SearchKeywordsPage() {
  return (
    <SettingPage
      setting={SEARCH_KEYWORDS}
      title="Search keywords"
      blank={BLANK}
      sections={(form) => [
        {
          id: 'keywords',
          title: 'Keywords',
          description:
            'A search for a keyword or any of its synonyms finds them all: “tee” can find your t-shirts. Its top picks show over the results.',
          content: (
            <SettingList
              form={form}
              path="keywords"
              items={form.getValues().keywords}
              blank={NEW_KEYWORD}
              addLabel="Add a keyword"
              max={200}
              nameOf={(keyword) => keyword.keyword}
            >
              {(i) => (
                <>
                  <TextInput label="Keyword" required maxLength={60} {...form.getInputProps(`keywords.${i}.keyword`)} />
                  <TagsInput
                    label="Synonyms"
                    description="Press Enter after each"
                    maxTags={10}
                    {...form.getInputProps(`keywords.${i}.synonyms`)}
                  />
                  <ProductPicker
                    label="Top picks"
                    description="Shown first, in this order, when a shopper searches for this keyword"
                    maxValues={8}
                    value={form.getValues().keywords[i]?.promoted ?? []}
                    onChange={(ids) => form.setFieldValue(`keywords.${i}.promoted`, ids)}
                    error={form.errors[`keywords.${i}.promoted`]}
                  />
                </>
              )}
            </SettingList>
          ),
        },
      ]}
    />
  );
}
