import { ActionIcon, Burger, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconExternalLink, IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { type AccessContext, homeRouteFor, packageMatches } from '@stallfront/shared/routes';
import { DarkModeMenuItem, DarkModeToggle } from './HeaderTools';
import { PaletteButton } from './PaletteButton';
import { signOut } from './sign-out';

interface StoreHeaderProps {
  ctx: AccessContext;
  storeName: string;
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  onOpenPalette: () => void;
  onPreloadPalette: () => void;
  /** More tools beside the palette button (the order-sound toggle). */
  tools?: ReactNode;
  /** The buttons of the right-side panels: notifications and feedback. */
  panels?: ReactNode;
  /** More entries of the account menu (feedback, on a phone). */
  menuItems?: ReactNode;
  /** The store's shop, where its shoppers buy (the session's base_url). */
  shopUrl?: string;
  /** Asked before the shop opens (the deploy alert); may keep the link from opening it. */
  onViewShop?: (event: MouseEvent) => void;
}

export function StoreHeader(props: StoreHeaderProps) {
  const { ctx, storeName, sidebarOpened, onToggleSidebar } = props;
  // The logo leads home only while the store is active (spec section 6).
  const home =
    ctx.storeStatus === 'active' && ctx.loginType !== 'master' ? homeRouteFor(ctx.loginType).path : undefined;
  const isOwnerSide = ctx.loginType === 'admin' || ctx.loginType === 'subuser';
  // Spec section 6: only an active owner store sees it, and never on a premium package.
  const showPlanButton =
    ctx.loginType === 'admin' && ctx.storeStatus === 'active' && packageMatches('not_premium', ctx.packageId);
  const planLabel = packageMatches('free', ctx.packageId) ? 'Select Plan' : 'Upgrade';
  const logo = (
    <Group gap={6} wrap="nowrap" miw={0}>
      <IconBuildingStore size={24} aria-hidden style={{ flexShrink: 0 }} />
      <Text fw={700} truncate maw={{ base: 140, sm: 260 }}>
        {storeName}
      </Text>
    </Group>
  );
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      {/* The store name gives way first, so the tools on the right always fit a phone. */}
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={sidebarOpened}
          onClick={onToggleSidebar}
          size="sm"
          aria-label="Toggle the menu"
          style={{ flexShrink: 0 }}
        />
        {home ? (
          <UnstyledButton component={Link} to={home} aria-label={`${storeName}: home`} miw={0}>
            {logo}
          </UnstyledButton>
        ) : (
          logo
        )}
      </Group>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {showPlanButton && (
          <Button component={Link} to="/deployment/plans" size="xs" variant="gradient">
            {planLabel}
          </Button>
        )}
        {props.shopUrl && (
          <Button
            component="a"
            href={props.shopUrl}
            target="_blank"
            rel="noopener"
            size="xs"
            variant="default"
            visibleFrom="sm"
            rightSection={<IconExternalLink size={14} aria-hidden />}
            onClick={props.onViewShop}
          >
            View shop
          </Button>
        )}
        {props.tools}
        {props.panels}
        <PaletteButton onOpen={props.onOpenPalette} onPreload={props.onPreloadPalette} />
        <DarkModeToggle visibleFrom="sm" />
        <Menu position="bottom-end" withArrow>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label="Account menu">
              <IconUserCircle size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {props.menuItems}
            {props.shopUrl && (
              <Menu.Item
                component="a"
                href={props.shopUrl}
                target="_blank"
                rel="noopener"
                hiddenFrom="sm"
                leftSection={<IconExternalLink size={16} aria-hidden />}
                onClick={props.onViewShop}
              >
                View shop
              </Menu.Item>
            )}
            <DarkModeMenuItem />
            <Menu.Item
              component={Link}
              to={isOwnerSide ? '/account' : '/vendor-account'}
              leftSection={<IconUserCircle size={16} aria-hidden />}
            >
              Account
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void signOut('store')}
            >
              Sign out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
