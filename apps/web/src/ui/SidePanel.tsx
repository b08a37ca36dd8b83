import { Drawer } from './overlays';
import type { ReactNode } from 'react';
import { useIsPhone } from './list-page/use-is-phone';

interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A right-side panel of the store shell (spec section 2): the whole width on a phone. */
export function SidePanel({ opened, onClose, title, children }: SidePanelProps) {
  const isPhone = useIsPhone();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={title} size={isPhone ? '100%' : 'md'}>
      {children}
    </Drawer>
  );
}
