import { Checkbox, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { CHAT_BUTTON, CHAT_PAGES, type ChatButton } from '@stallfront/shared/website';
import { SettingPage } from '../../ui/setting-page';

const BLANK: ChatButton = {
  enabled: true,
  whatsapp: '',
  greeting: 'Hi! I have a question about your shop.',
  pages: ['home', 'catalog', 'product', 'cart'],
};

/** /setup/chat-configuration: a WhatsApp button on the shop's pages, opening a chat with the store. */
export default function ChatButtonPage() {
  return (
    <SettingPage
      setting={CHAT_BUTTON}
      title="Chat"
      blank={BLANK}
      sections={(form) => [
        {
          id: 'whatsapp',
          title: 'WhatsApp button',
          description: 'Shoppers tap it to start a WhatsApp chat with you, the greeting already typed.',
          content: (
            <Stack>
              <Switch label="Show the chat button" {...form.getInputProps('enabled', { type: 'checkbox' })} />
              <TextInput
                label="WhatsApp number"
                required
                placeholder="+65 9123 4567"
                description="With its country code"
                {...form.getInputProps('whatsapp')}
              />
              <Textarea
                label="Greeting"
                autosize
                minRows={2}
                maxLength={200}
                description="Typed in for the shopper, who may change it before sending"
                {...form.getInputProps('greeting')}
              />
            </Stack>
          ),
        },
        {
          id: 'pages',
          title: 'Where it shows',
          content: (
            <Checkbox.Group label="Pages" required {...form.getInputProps('pages')}>
              <Group mt="xs">
                {Object.entries(CHAT_PAGES).map(([value, label]) => (
                  <Checkbox key={value} value={value} label={label} />
                ))}
              </Group>
            </Checkbox.Group>
          ),
        },
      ]}
    />
  );
}
