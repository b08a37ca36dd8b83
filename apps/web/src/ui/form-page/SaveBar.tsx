import { Button, Group, Paper, Text } from '@mantine/core';

interface SaveBarProps {
  saving: boolean;
  /** Untouched, the bar says so and its buttons are disabled. */
  dirty: boolean;
  onDiscard: () => void;
  saveLabel: string;
}

/**
 * Fixed to the bottom of the viewport while there are unsaved changes. It sits beside the
 * AppShell sidebar and above its phone bottom bar by reading the shell's own offsets (0 where the
 * shell has none), plus the phone's safe area.
 */
export function SaveBar({ saving, dirty, onDiscard, saveLabel }: SaveBarProps) {
  return (
    <Paper
      role="region"
      aria-label={dirty ? 'Unsaved changes' : 'Save'}
      // The new-order cards stand on it rather than cover it (NewOrderCards.module.css).
      data-save-bar
      shadow="md"
      withBorder
      radius={0}
      px="md"
      py="sm"
      style={{
        position: 'fixed',
        insetInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
        insetInlineEnd: 0,
        bottom: 'calc(var(--app-shell-footer-offset, 0rem) + env(safe-area-inset-bottom, 0px))',
        // Above the page, below the shell's header, sidebar and bottom bar.
        zIndex: 'calc(var(--mantine-z-index-app) - 1)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} size="sm" c={dirty ? undefined : 'dimmed'}>
          {dirty ? 'Unsaved changes' : 'Nothing entered yet'}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onDiscard} disabled={saving || !dirty}>
            Discard
          </Button>
          <Button type="submit" loading={saving} disabled={saving || !dirty}>
            {saveLabel}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
