import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import type { LiveOrderAlert } from '@stallfront/shared/realtime';
import { formatMoney } from '@stallfront/shared/rules';
import { soundLabel, useSound } from './use-sound';

interface NewOrderPopupProps {
  opened: boolean;
  pending: LiveOrderAlert[];
  onIgnore: () => void;
  onGoToLive: () => void;
}

/** The popup itself, loaded with the first new order (LiveOrderAlerts). */
export default function NewOrderPopup({ opened, pending, onIgnore, onGoToLive }: NewOrderPopupProps) {
  const latest = pending.at(-1);
  return (
    <Modal
      opened={opened}
      onClose={onIgnore}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      title={
        <Group gap="xs">
          <IconBellRinging size={20} aria-hidden />
          <Text fw={700}>{pending.length > 1 ? `${pending.length} new orders` : 'New order received'}</Text>
        </Group>
      }
    >
      {latest && (
        <Stack gap="md">
          <div>
            <Text size="lg" fw={600}>
              Order #{latest.number} · {formatMoney(latest.total, latest.currency)}
            </Text>
            <Text c="dimmed">from {latest.customer_name}</Text>
          </div>
          <SoundSwitch />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onIgnore}>
              Ignore
            </Button>
            <Button onClick={onGoToLive}>Go to live order</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** In the popup: the same choice as the header's toggle. */
function SoundSwitch() {
  const { sound, state } = useSound();
  return (
    <Switch
      checked={state.enabled}
      onChange={(event) => sound.setEnabled(event.currentTarget.checked)}
      label={soundLabel(state)}
    />
  );
}
