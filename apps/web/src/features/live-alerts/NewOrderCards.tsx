import { Button, CloseButton, Group, Paper, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LiveOrderAlert } from '@stallfront/shared/realtime';
import { formatMoney } from '@stallfront/shared/rules';
import classes from './NewOrderCards.module.css';
import { soundLabel, useSound } from './use-sound';

/** From this many new orders on, one card counts them instead of a card each. */
export const COLLAPSE_AT = 3;

interface NewOrderCardsProps {
  pending: LiveOrderAlert[];
  onOpen: (alert: LiveOrderAlert) => void;
  onDismiss: (alert: LiveOrderAlert) => void;
  onOpenLive: () => void;
  onDismissAll: () => void;
}

const aboutOrder = (alert: LiveOrderAlert) =>
  `${formatMoney(alert.total, alert.currency)} · from ${alert.customer_name}`;

/**
 * The new orders not yet answered, as cards in a corner that block nothing and take no focus:
 * a card each (newest at the bottom) with Open order, or past COLLAPSE_AT one card that counts
 * them and opens the live orders. The stack is a polite live region, always in the page, so a
 * screen reader hears each order as it comes.
 */
export function NewOrderCards({ pending, onOpen, onDismiss, onOpenLive, onDismissAll }: NewOrderCardsProps) {
  const latest = pending.at(-1);
  const collapsed = pending.length >= COLLAPSE_AT;
  return (
    <section className={classes.stack} aria-label="New orders" aria-live="polite">
      {latest && collapsed && (
        <OrderCard
          title={`${pending.length} new orders`}
          detail={`Latest ${latest.display_number} · ${aboutOrder(latest)}`}
          closeLabel="Dismiss all new orders"
          onClose={onDismissAll}
          action={{ label: 'Open live orders', onClick: onOpenLive }}
          withSound
        />
      )}
      {!collapsed &&
        pending.map((alert) => (
          <OrderCard
            key={alert.order_id}
            title={`New order ${alert.display_number}`}
            detail={aboutOrder(alert)}
            closeLabel={`Dismiss order ${alert.display_number}`}
            onClose={() => onDismiss(alert)}
            action={{ label: 'Open order', onClick: () => onOpen(alert) }}
            withSound={alert === latest}
          />
        ))}
    </section>
  );
}

interface OrderCardProps {
  title: string;
  detail: ReactNode;
  closeLabel: string;
  onClose: () => void;
  action: { label: string; onClick: () => void };
  withSound: boolean;
}

function OrderCard({ title, detail, closeLabel, onClose, action, withSound }: OrderCardProps) {
  return (
    <Paper component="article" aria-label={title} className={classes.card} shadow="lg" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
              <IconBellRinging size={16} />
            </ThemeIcon>
            <div>
              <Text fw={700} size="sm">
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {detail}
              </Text>
            </div>
          </Group>
          <CloseButton size="sm" aria-label={closeLabel} onClick={onClose} />
        </Group>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
          {withSound ? <SoundSwitch /> : <span />}
          <Button size="xs" onClick={action.onClick} style={{ flexShrink: 0 }}>
            {action.label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** On the newest card: the same choice as the header's toggle. */
function SoundSwitch() {
  const { sound, state } = useSound();
  return (
    <Switch
      size="xs"
      checked={state.enabled}
      onChange={(event) => sound.setEnabled(event.currentTarget.checked)}
      label={soundLabel(state)}
    />
  );
}
