import { Alert, Stack, Switch, Text } from '@mantine/core';
import { PUSH_DENIED_MESSAGE } from '@stallfront/shared/rules';
import type { PushStatus } from './push-subscription';

interface PushPanelProps {
  status: PushStatus;
  busy: boolean;
  onChange: (on: boolean) => void;
}

/** The push toggle's panel: what it does, the switch, and how to unblock a refused permission. */
export default function PushPanel({ status, busy, onChange }: PushPanelProps) {
  return (
    <Stack gap="sm">
      <Text fw={600}>Order notifications</Text>
      <Text size="sm" c="dimmed">
        Get a notification on this device for every new order, even when the console is closed.
      </Text>
      <Switch
        checked={status === 'on'}
        disabled={busy}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label="Notify me of new orders on this device"
      />
      {status === 'denied' && (
        <Alert color="red" variant="light" title={PUSH_DENIED_MESSAGE}>
          Notifications for this site are blocked in the browser. Allow them in the site settings (the icon beside the
          address), then switch this on again.
        </Alert>
      )}
    </Stack>
  );
}
