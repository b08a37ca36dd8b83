import { ActionIcon, Menu, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize, IconMoon, IconSun } from '@tabler/icons-react';

/** The dark theme's state and switch (kept as the darkSwitch entry). */
export function useDarkMode() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return { dark, label, toggle: () => setColorScheme(dark ? 'light' : 'dark') };
}

/** Switches the dark theme; on a phone the account menu offers the same (darkModeMenuItem). */
export function DarkModeToggle({ visibleFrom }: { visibleFrom?: 'sm' }) {
  const { dark, label, toggle } = useDarkMode();
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={toggle} visibleFrom={visibleFrom}>
        {dark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** The dark theme's switch as an entry of the account menu, on a phone only. */
export function DarkModeMenuItem() {
  const { dark, label, toggle } = useDarkMode();
  return (
    <Menu.Item
      hiddenFrom="sm"
      leftSection={dark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
      onClick={toggle}
    >
      {label}
    </Menu.Item>
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
