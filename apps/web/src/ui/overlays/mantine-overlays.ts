// Loaded on the first open (index.tsx, modals.tsx): Mantine's modal stack (focus trap, scroll lock, portal).
export { Drawer } from '@mantine/core';
export { ModalsProvider } from '@mantine/modals';
