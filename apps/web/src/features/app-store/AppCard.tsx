import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import type { AppItem, AppState } from '@stallfront/shared/app-store';
import { dayOf } from '../../ui/dates';
import { RouteIcon } from '../../ui/RouteIcon';

const LOOK: Record<AppState, { label: string; color: string }> = {
  included: { label: 'In your plan', color: 'teal' },
  installed: { label: 'Installed', color: 'blue' },
  trial: { label: 'On trial', color: 'violet' },
  trial_ended: { label: 'Trial ended', color: 'orange' },
  not_installed: { label: 'Not installed', color: 'gray' },
};

export interface AppCardProps {
  app: AppItem;
  trialDays: number;
  busy: boolean;
  onTrial: () => void;
  onInstall: () => void;
  onUninstall: () => void;
}

/** One feature of the App Store: what it is, where it stands, the menus it opens and what may be done. */
export function AppCard({ app, trialDays, busy, onTrial, onInstall, onUninstall }: AppCardProps) {
  const look = LOOK[app.state];
  const added = app.state === 'installed' || app.state === 'trial' || app.state === 'included';
  const canTrial = app.offered && app.state === 'not_installed' && !app.trial_used;
  const canInstall =
    app.offered && (app.state === 'not_installed' || app.state === 'trial' || app.state === 'trial_ended');
  const canUninstall = app.state === 'installed' || app.state === 'trial';
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={app.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md" color={added ? 'blue' : 'gray'}>
              <RouteIcon name={app.icon} />
            </ThemeIcon>
            <Text fw={600}>{app.name}</Text>
          </Group>
          <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
            {look.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {app.description}
        </Text>
        {app.trial_ends_on && (app.state === 'trial' || app.state === 'trial_ended') && (
          <Text size="sm">
            {app.state === 'trial' ? 'Trial until the end of ' : 'Trial ended '}
            {dayOf(app.trial_ends_on)}
          </Text>
        )}
        {app.unlocks.length > 0 && (
          <Text size="xs" c="dimmed">
            Opens:{' '}
            {app.unlocks.map((menu, i) => (
              <span key={menu.route}>
                {i > 0 && ', '}
                {added ? <Link to={menu.path}>{menu.label}</Link> : menu.label}
                {menu.group ? ` (${menu.group})` : ''}
              </span>
            ))}
          </Text>
        )}
        {!app.offered && app.state !== 'included' && (
          <Text size="xs" c="dimmed">
            Not available for your type of store.
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          {canTrial && (
            <Button size="xs" onClick={onTrial} loading={busy}>
              Start {trialDays}-day trial
            </Button>
          )}
          {canInstall && (
            <Button size="xs" variant={canTrial ? 'default' : 'filled'} onClick={onInstall} loading={busy}>
              Install
            </Button>
          )}
          {canUninstall && (
            <Button size="xs" variant="subtle" color="red" onClick={onUninstall} loading={busy}>
              Uninstall
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
