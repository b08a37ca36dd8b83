import { ActionIcon, AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { IconAdjustments, IconLogout, IconShieldCog } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, Outlet } from 'react-router';
import { menuFor } from '@stallfront/shared/routes';
import { ConsoleModals } from './shell/ConsoleModals';
import { DarkModeToggle, FullScreenToggle } from './shell/HeaderTools';
import { ShellNavbar } from './shell/ShellNavbar';
import { useSidebar } from './shell/use-sidebar';
import { signOut } from './shell/sign-out';
import { MAIN_ID, SkipLink } from '../../ui/SkipLink';

const MASTER = { loginType: 'master', ysFeatures: [], hasMasterToken: true } as const;

/** The platform admin's console (spec section 2, "Platform admin layout"). */
export default function AdminLayout() {
  return (
    <ConsoleModals>
      <AdminShell />
    </ConsoleModals>
  );
}

function AdminShell() {
  const groups = useMemo(() => menuFor(MASTER, 'admin'), []);
  const sidebar = useSidebar(groups);
  return (
    <AppShell header={{ height: 60 }} navbar={sidebar.navbar} padding="md">
      <AppShell.Header>
        <SkipLink />
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
              visibleFrom="sm"
              leftSection={<IconAdjustments size={16} aria-hidden />}
            >
              Control Panel
            </Button>
            <ActionIcon
              component={Link}
              to="/control-panel"
              variant="light"
              size="lg"
              hiddenFrom="sm"
              aria-label="Control Panel"
            >
              <IconAdjustments size={18} aria-hidden />
            </ActionIcon>
            <DarkModeToggle />
            <FullScreenToggle />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              visibleFrom="sm"
              onClick={() => void signOut('master')}
              leftSection={<IconLogout size={16} aria-hidden />}
            >
              Sign Out
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              hiddenFrom="sm"
              aria-label="Sign Out"
              onClick={() => void signOut('master')}
            >
              <IconLogout size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <ShellNavbar groups={groups} sidebar={sidebar} />
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
