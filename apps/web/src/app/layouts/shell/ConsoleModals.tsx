import type { ReactNode } from 'react';
import { ModalsHost } from '../../../ui/overlays';

/**
 * The signed-in layouts' modals manager (`withModals`): it loads with the first modal opened, and
 * the sign-in pages open none. The theme keeps every modal's backdrop static and the keyboard
 * from closing it (spec section 9).
 */
export function ConsoleModals({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ModalsHost />
    </>
  );
}
