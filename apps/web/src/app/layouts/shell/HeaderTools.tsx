import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize, IconMoon, IconSun } from '@tabler/icons-react';

/** Switches the dark theme (kept as the darkSwitch entry). */
export function DarkModeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        {dark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

export function FullScreenToggle() {
  const { toggle, fullscreen } = useFullscreenDocument();
  const label = fullscreen ? 'Leave full screen' : 'Full screen';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={toggle}>
        {fullscreen ? <IconMinimize size={18} aria-hidden /> : <IconMaximize size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
