import { createTheme, type MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from './session/storage-keys';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif',
});

/** Dark theme is on while a darkSwitch entry exists in local storage (spec section 4). */
export const darkSwitchManager = (): MantineColorSchemeManager => ({
  get: () => (localStorage.getItem(STORAGE_KEYS.darkSwitch) !== null ? 'dark' : 'light'),
  set: (value) => {
    if (value === 'dark') localStorage.setItem(STORAGE_KEYS.darkSwitch, 'on');
    else localStorage.removeItem(STORAGE_KEYS.darkSwitch);
  },
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => localStorage.removeItem(STORAGE_KEYS.darkSwitch),
});
