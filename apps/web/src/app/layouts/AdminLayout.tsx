import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { IconAdjustments, IconLogout, IconShieldCog } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, Outlet } from 'react-router';
import { menuFor } from '@stallfront/shared';
import { DarkModeToggle, FullScreenToggle } from './shell/HeaderTools';
import { SideNav } from './shell/SideNav';
import { useSidebar } from './shell/use-sidebar';
import { useSignOut } from './shell/use-sign-out';

const MASTER = { loginType: 'master', ysFeatures: [], hasMasterToken: true } as const;

/** The platform admin's console (spec section 2, "Platform admin layout"). */
export default function AdminLayout() {
  const groups = useMemo(() => menuFor(MASTER, 'admin'), []);
  const sidebar = useSidebar(groups);
  const signOut = useSignOut('master');
  return (
    <AppShell header={{ height: 60 }} navbar={sidebar.navbar} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={sidebar.opened} onClick={sidebar.toggle} size="sm" aria-label="Toggle the menu" />
            <IconShieldCog size={24} aria-hidden />
            <Text fw={700} visibleFrom="xs">
              Stallfront admin
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to="/control-panel"
              variant="light"
              size="xs"
              leftSection={<IconAdjustments size={16} aria-hidden />}
            >
              Control Panel
            </Button>
            <DarkModeToggle />
            <FullScreenToggle />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => void signOut()}
              leftSection={<IconLogout size={16} aria-hidden />}
            >
              Sign Out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="sidebar">
        <SideNav
          groups={groups}
          collapsed={sidebar.collapsed}
          openGroup={sidebar.openGroup}
          onOpenGroup={sidebar.setOpenGroup}
          onExpand={sidebar.expand}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
