import { AppShell } from '@mantine/core';
import type { MenuGroup } from '@stallfront/shared/routes';
import { SideNav } from './SideNav';
import type { useSidebar } from './use-sidebar';

/** The sidebar of a layout. A closed phone drawer is inert, so keyboard focus cannot wander into it. */
export function ShellNavbar({ groups, sidebar }: { groups: MenuGroup[]; sidebar: ReturnType<typeof useSidebar> }) {
  return (
    <AppShell.Navbar
      p="xs"
      data-testid="sidebar"
      data-collapsed={sidebar.collapsed || undefined}
      inert={!sidebar.opened && !sidebar.isDesktop}
    >
      <SideNav
        groups={groups}
        collapsed={sidebar.collapsed}
        openGroup={sidebar.openGroup}
        onOpenGroup={sidebar.setOpenGroup}
        onExpand={sidebar.expand}
      />
    </AppShell.Navbar>
  );
}
