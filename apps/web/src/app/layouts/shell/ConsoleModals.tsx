import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * The modals manager (`modals.openConfirmModal`) of the signed-in layouts; the sign-in pages open
 * none, so they do not load the modal code. The theme keeps every modal's backdrop static and
 * the keyboard from closing it (spec section 9).
 */
export function ConsoleModals({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
