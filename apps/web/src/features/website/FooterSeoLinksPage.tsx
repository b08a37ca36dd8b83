import { TextInput } from '@mantine/core';
import { FOOTER_SEO_LINKS, type FooterSeoLinks } from '@stallfront/shared/website';
import { SettingList, SettingPage } from '../../ui/setting-page';

const BLANK: FooterSeoLinks = { heading: 'Popular searches', links: [] };

/** /setup/footer-seo-links: links to the shop's own pages under a heading in its footer, for shoppers and search engines. */
export default function FooterSeoLinksPage() {
  return (
    <SettingPage
      setting={FOOTER_SEO_LINKS}
      title="Footer SEO links"
      blank={BLANK}
      sections={(form) => [
        {
          id: 'links',
          title: 'Links',
          description:
            'Point shoppers and search engines at the pages you want found: a catalog, a search, a product. Up to 40.',
          content: (
            <>
              <TextInput label="Heading" required maxLength={60} mb="md" {...form.getInputProps('heading')} />
              <SettingList
                form={form}
                path="links"
                items={form.getValues().links}
                blank={{ label: '', link: '' }}
                addLabel="Add a link"
                max={40}
                nameOf={(link) => link.label}
              >
                {(i) => (
                  <>
                    <TextInput label="Words" required maxLength={60} {...form.getInputProps(`links.${i}.label`)} />
                    <TextInput
                      label="Page"
                      required
                      placeholder="/c/linen-shirts"
                      {...form.getInputProps(`links.${i}.link`)}
                    />
                  </>
                )}
              </SettingList>
            </>
          ),
        },
      ]}
    />
  );
}
