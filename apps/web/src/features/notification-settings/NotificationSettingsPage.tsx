import { Button, Group, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import {
  CHANNELS_OF,
  DEFAULT_NOTIFICATIONS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_SETTING,
  type NotificationEvent,
  type NotificationSettings,
  templateAudience,
} from '@stallfront/shared/store';
import { type SettingForm, SettingPage } from '../../ui/setting-page';
import { PlaceholderHelp, TemplatePreview } from './TemplatePreview';

const EVENTS = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

const DESCRIPTIONS: Record<NotificationEvent, string> = {
  new_order: 'A shopper placed an order (paid, or to pay on delivery).',
  order_shipped: 'You marked an order shipped: the customer gets the tracking number.',
  order_cancelled: 'You cancelled an order.',
  quote_received: 'A buyer sent a quote request.',
  enquiry: 'A shopper asked about a product or your store.',
  new_review: 'A shopper wrote a review; it waits for your approval.',
};

function EventSection({ event, form }: { event: NotificationEvent; form: SettingForm<NotificationSettings> }) {
  const audience = templateAudience(event);
  const choice = form.getValues()[event];
  return (
    <Stack>
      <Group gap="lg">
        {CHANNELS_OF[event].map((channel) => (
          <Switch
            key={channel}
            label={NOTIFICATION_CHANNELS[channel]}
            {...form.getInputProps(`${event}.${channel}`, { type: 'checkbox' })}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {audience === 'customer'
          ? 'The template writes the mail to the customer.'
          : 'The template writes the mail to your store address.'}
        {event === 'new_order' && ' The order’s items, totals and address follow it.'}
      </Text>
      <TextInput label="Subject" {...form.getInputProps(`${event}.subject`)} />
      <Textarea label="Message" autosize minRows={3} maxRows={12} {...form.getInputProps(`${event}.body`)} />
      <Group justify="space-between" align="flex-start">
        <TemplatePreview subject={choice.subject} body={choice.body} />
        <Button
          variant="subtle"
          size="xs"
          onClick={() => form.setFieldValue(event, { ...DEFAULT_NOTIFICATIONS[event] })}
        >
          Restore the default
        </Button>
      </Group>
    </Stack>
  );
}

/** Which events reach whom, in a few words. */
function Summary({ settings }: { settings: NotificationSettings }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          What goes out
        </Text>
        {EVENTS.map((event) => {
          const on = CHANNELS_OF[event].filter((c) => settings[event][c]).map((c) => NOTIFICATION_CHANNELS[c]);
          return (
            <Text key={event} size="sm">
              <Text span fw={500}>
                {NOTIFICATION_EVENTS[event]}:
              </Text>{' '}
              {on.length > 0 ? on.join(', ').toLowerCase() : 'nothing'}
            </Text>
          );
        })}
        <PlaceholderHelp />
      </Stack>
    </Paper>
  );
}

/**
 * /setting/notification: for each event, who hears of it (the store by mail and push, the
 * customer by mail) and the mail's words, with {{placeholders}} filled from the order.
 */
export default function NotificationSettingsPage() {
  return (
    <SettingPage
      setting={NOTIFICATION_SETTING}
      title="Notifications"
      blank={DEFAULT_NOTIFICATIONS}
      aside={(settings) => <Summary settings={settings} />}
      sections={(form) =>
        EVENTS.map((event) => ({
          id: event,
          title: NOTIFICATION_EVENTS[event],
          description: DESCRIPTIONS[event],
          content: <EventSection event={event} form={form} />,
        }))
      }
    />
  );
}
