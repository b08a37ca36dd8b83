import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuGroup } from '@stallfront/shared/routes';
import { groupOf } from './SideNav';

import { DESKTOP_MIN_PX, DESKTOP_QUERY } from '../../../ui/breakpoints';

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 75;

/**
 * The sidebar's state: collapsed to icons on desktop, a drawer on phones that closes after each
 * navigation; toggling it closes any open child menu.
 */
export function useSidebar(groups: MenuGroup[]) {
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, window.matchMedia(DESKTOP_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOf(groups, pathname));

  useEffect(() => {
    if (!isDesktop) setMobileOpen(false);
  }, [pathname, isDesktop]);

  return {
    isDesktop,
    collapsed: isDesktop && collapsed,
    opened: isDesktop ? !collapsed : mobileOpen,
    openGroup,
    setOpenGroup,
    toggle: () => {
      setOpenGroup(null);
      if (isDesktop) setCollapsed((c) => !c);
      else setMobileOpen((o) => !o);
    },
    expand: () => setCollapsed(false),
    navbar: {
      width: isDesktop && collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
      breakpoint: DESKTOP_MIN_PX,
      collapsed: { mobile: !mobileOpen },
    },
  };
}
