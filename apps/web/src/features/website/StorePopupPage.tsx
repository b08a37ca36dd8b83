import {
  Button,
  CloseButton,
  Group,
  Image,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { STORE_POPUP, type StorePopup } from '@stallfront/shared/website';
import { useMayUseLibrary } from '../../app/session/use-may-call';
import { ImageUploader } from '../../ui/ImageUploader';
import { type SettingForm, SettingPage } from '../../ui/setting-page';
import { ScheduleInputs } from './ScheduleInputs';

const BLANK: StorePopup = {
  enabled: true,
  title: '',
  text: '',
  image: '',
  button_label: '',
  button_link: '',
  delay_seconds: 8,
  once_per_visitor: true,
  starts_on: null,
  ends_on: null,
};

/** The card as the shop draws it in its bottom-left corner. */
function PopupPreview({ popup }: { popup: StorePopup }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          In the shop
        </Text>
        <Paper aria-label="Preview of the pop-up" shadow="md" radius="md" p="md" withBorder>
          <Stack gap="xs">
            {popup.image ? <Image src={popup.image} alt="" h={96} fit="cover" radius="sm" /> : null}
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700}>{popup.title || 'Your pop-up’s title'}</Text>
              <CloseButton aria-hidden tabIndex={-1} size="sm" />
            </Group>
            {popup.text ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {popup.text}
              </Text>
            ) : null}
            {popup.button_label ? (
              <Button component="span" radius="xl" size="xs" w="fit-content">
                {popup.button_label}
              </Button>
            ) : null}
          </Stack>
        </Paper>
        <Text size="xs" c="dimmed">
          {popup.enabled
            ? 'A card in the bottom-left corner of the home, catalog and product pages, never over the cart or checkout.'
            : 'Turned off: the shop shows no pop-up.'}
        </Text>
      </Stack>
    </Paper>
  );
}

function ContentSection({ form }: { form: SettingForm<StorePopup> }) {
  const withLibrary = useMayUseLibrary();
  const image = form.getValues().image;
  return (
    <Stack>
      <Switch label="Show the pop-up in the shop" {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <TextInput
        label="Title"
        required
        maxLength={80}
        description="A few words: an offer, a sign-up, news"
        {...form.getInputProps('title')}
      />
      <Textarea label="Text" autosize minRows={2} maxLength={300} {...form.getInputProps('text')} />
      <div>
        <ImageUploader
          label="Image"
          max={1}
          images={image ? [{ url: image, alt: '' }] : []}
          onChange={(images) => form.setFieldValue('image', images[0]?.url ?? '')}
          withLibrary={withLibrary}
        />
        {form.errors.image ? (
          <Text c="red" size="xs" mt={4}>
            {form.errors.image}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}

/** /setup/store-popup: a card that greets shoppers after a few seconds (an offer, a sign-up, news). */
export default function StorePopupPage() {
  return (
    <SettingPage
      setting={STORE_POPUP}
      title="Store pop-up"
      blank={BLANK}
      aside={(popup) => <PopupPreview popup={popup} />}
      sections={(form) => [
        { id: 'content', title: 'Content', content: <ContentSection form={form} /> },
        {
          id: 'button',
          title: 'Button',
          description: 'Optional: give both its words and where it goes, or leave both empty.',
          content: (
            <Stack>
              <TextInput label="Button label" maxLength={30} {...form.getInputProps('button_label')} />
              <TextInput
                label="Button link"
                description="A page of your shop like /c/sale, or a web address"
                {...form.getInputProps('button_link')}
              />
            </Stack>
          ),
        },
        {
          id: 'timing',
          title: 'Timing and days',
          description: 'Leave a day empty to start now or to keep it up until you turn it off.',
          content: (
            <Stack>
              <NumberInput
                label="Show after"
                description="Seconds on the page before it appears (0 to 120)"
                suffix=" s"
                min={0}
                max={120}
                allowDecimal={false}
                {...form.getInputProps('delay_seconds')}
              />
              <Switch
                label="Once per visitor"
                description="Once closed, it stays closed on that browser until you change what it says"
                {...form.getInputProps('once_per_visitor', { type: 'checkbox' })}
              />
              <ScheduleInputs form={form} />
            </Stack>
          ),
        },
      ]}
    />
  );
}
