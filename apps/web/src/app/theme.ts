import { createTheme, type MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from './session/storage-keys';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif',
  components: {
    // Spec section 9: a modal's backdrop is static and the keyboard does not close it; its
    // buttons (or its close button) do. Set once here for every modal of the console.
    Modal: { defaultProps: { closeOnEscape: false, closeOnClickOutside: false } },
  },
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
