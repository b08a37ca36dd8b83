import type { DrawerProps } from '@mantine/core';
import { onDemand } from './on-demand';

export { ModalsHost, withModals } from './modals';
export { onDemand } from './on-demand';

/**
 * Mantine's Drawer, loaded the first time one opens. A page draws none until then, and its
 * code (focus trap, scroll lock, the modal frame) is not worth loading with every page for the
 * few visits that open one.
 */
export const Drawer = onDemand<DrawerProps>(() => import('./mantine-overlays').then((m) => ({ default: m.Drawer })));
