import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { FOOTER_CONTENT, type FooterContent, SOCIAL_NETWORKS } from '@stallfront/shared/website';
import { SettingList, SettingPage } from '../../ui/setting-page';

const BLANK: FooterContent = { about: '', address: '', email: '', phone: '', socials: [] };
const NEW_SOCIAL: FooterContent['socials'][number] = { network: 'instagram', url: '' };
const NETWORKS = Object.entries(SOCIAL_NETWORKS).map(([value, label]) => ({ value, label }));

/** /setup/footer-content: who the shop is and how to reach it, at the foot of every page of the shop. */
export default function FooterContentPage() {
  return (
    <SettingPage
      setting={FOOTER_CONTENT}
      title="Footer"
      blank={BLANK}
      sections={(form) => [
        {
          id: 'about',
          title: 'About the shop',
          description: 'A few lines at the foot of every page. Your pages and policies are listed beside them.',
          content: <Textarea label="About" autosize minRows={3} maxLength={500} {...form.getInputProps('about')} />,
        },
        {
          id: 'contact',
          title: 'Contact',
          description: 'Shoppers tap the phone number to call and the email to write.',
          content: (
            <Stack>
              <Textarea label="Address" autosize minRows={2} maxLength={300} {...form.getInputProps('address')} />
              <TextInput label="Phone" type="tel" placeholder="+91 98450 12345" {...form.getInputProps('phone')} />
              <TextInput label="Email" type="email" placeholder="hello@example.com" {...form.getInputProps('email')} />
            </Stack>
          ),
        },
        {
          id: 'socials',
          title: 'Social links',
          content: (
            <SettingList
              form={form}
              path="socials"
              items={form.getValues().socials}
              blank={NEW_SOCIAL}
              addLabel="Add a social link"
              max={NETWORKS.length}
              nameOf={(social) => SOCIAL_NETWORKS[social.network]}
            >
              {(i) => (
                <>
                  <Select
                    label="Network"
                    data={NETWORKS}
                    allowDeselect={false}
                    {...form.getInputProps(`socials.${i}.network`)}
                  />
                  <TextInput
                    label="Address of your page"
                    placeholder="https://instagram.com/yourshop"
                    required
                    {...form.getInputProps(`socials.${i}.url`)}
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
