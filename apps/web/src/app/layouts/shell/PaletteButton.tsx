import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

const LABEL = 'Search pages, products and orders';
const MOD_KEY = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';

interface PaletteButtonProps {
  onOpen: () => void;
  onPreload: () => void;
}

/** The header's way into the command palette: a search field look on desktops, an icon on phones. */
export function PaletteButton({ onOpen, onPreload }: PaletteButtonProps) {
  const events = { onClick: onOpen, onPointerEnter: onPreload, onFocus: onPreload, 'aria-label': LABEL };
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        size="sm"
        c="dimmed"
        fw={400}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{MOD_KEY} K</Kbd>}
        aria-keyshortcuts="Control+K Meta+K"
        {...events}
      >
        Search
      </Button>
      <Tooltip label={LABEL}>
        <ActionIcon hiddenFrom="sm" variant="default" size="lg" {...events}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
