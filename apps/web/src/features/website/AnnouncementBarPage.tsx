import { Box, ColorInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { textToneOn } from '@stallfront/shared/rules';
import { ANNOUNCEMENT_BAR, type AnnouncementBar } from '@stallfront/shared/website';
import { SettingPage } from '../../ui/setting-page';
import { ScheduleInputs } from './ScheduleInputs';

const SWATCHES = ['#111827', '#8a4b2d', '#1f4e79', '#2b7a3d', '#a23645', '#f59f00', '#fff3bf'];

const BLANK: AnnouncementBar = {
  enabled: true,
  text: '',
  link: '',
  background: '#111827',
  starts_on: null,
  ends_on: null,
};

/** The bar as the shop draws it over its header. */
function BarPreview({ bar }: { bar: AnnouncementBar }) {
  const colour = /^#[0-9a-f]{6}$/i.test(bar.background) ? bar.background : BLANK.background;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          In the shop
        </Text>
        <Box
          aria-label="Preview of the bar"
          py={8}
          px="md"
          ta="center"
          fw={600}
          fz="sm"
          bg={colour}
          c={textToneOn(colour) === 'dark' ? '#111' : '#fff'}
          style={{ borderRadius: 4, textDecoration: bar.link ? 'underline' : undefined }}
        >
          {bar.text || 'Your announcement'}
        </Box>
        <Text size="xs" c="dimmed">
          {bar.enabled ? 'Over every page of the shop, on the days chosen.' : 'Turned off: the shop shows no bar.'}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /setup/announcement-bar: one line over every page of the shop (a sale, free delivery, holiday hours). */
export default function AnnouncementBarPage() {
  return (
    <SettingPage
      setting={ANNOUNCEMENT_BAR}
      title="Announcement bar"
      blank={BLANK}
      aside={(bar) => <BarPreview bar={bar} />}
      sections={(form) => [
        {
          id: 'message',
          title: 'Message',
          content: (
            <Stack>
              <Switch label="Show the bar in the shop" {...form.getInputProps('enabled', { type: 'checkbox' })} />
              <TextInput
                label="Text"
                required
                maxLength={160}
                description="One short line: a sale, free delivery, holiday hours"
                {...form.getInputProps('text')}
              />
              <TextInput
                label="Link"
                description="Optional: a page of your shop like /c/sale, or a web address"
                {...form.getInputProps('link')}
              />
              <ColorInput label="Background" format="hex" swatches={SWATCHES} {...form.getInputProps('background')} />
            </Stack>
          ),
        },
        {
          id: 'schedule',
          title: 'Days',
          description: 'Leave a day empty to start now or to keep it up until you turn it off.',
          content: <ScheduleInputs form={form} />,
        },
      ]}
    />
  );
}
