import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * The modals manager (`modals.openConfirmModal`) of the signed-in layouts; the sign-in pages open
 * none, so they do not load the modal code. Spec section 9: a modal's backdrop is static and the
 * keyboard does not close it.
 */
export function ConsoleModals({ children }: { children: ReactNode }) {
  return <ModalsProvider modalProps={{ closeOnClickOutside: false, closeOnEscape: false }}>{children}</ModalsProvider>;
}
