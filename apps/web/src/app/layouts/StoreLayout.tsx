import { AppShell, Box, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageReport } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { accessContextOf, landingPathFor, menuFor, ownerBottomBar, vendorBottomBar } from '@stallfront/shared/routes';
import { hasSupportChat, hearsLiveOrders } from '@stallfront/shared/rules';
import type { StoreSessionRecord } from '../session/session-store';
import { useSession } from '../session/use-session';
import { BottomBar } from './shell/BottomBar';
import { ConsoleModals } from './shell/ConsoleModals';
import { MobileSubHeader } from './shell/MobileSubHeader';
import { isUnder } from './shell/SideNav';
import { StoreHeader } from './shell/StoreHeader';
import { useSessionRefresh } from './shell/use-session-refresh';
import { ShellNavbar } from './shell/ShellNavbar';
import { useSidebar } from './shell/use-sidebar';
import { CommandPalette, useCommandPalette } from './shell/use-command-palette';
import { MAIN_ID, SkipLink } from '../../ui/SkipLink';
import { useDeployAlert } from '../../features/getting-started/DeployAlert';

// The right-side panels and the announcement bar: owners and staff only, each in its own chunk.
const NotificationsButton = lazy(() => import('../../features/notifications/NotificationsButton'));
const FeedbackButton = lazy(() => import('../../features/feedback/FeedbackButton'));
const AnnounceBar = lazy(() => import('../../features/announcements/AnnounceBar'));
// The live socket, popup and chime load in a chunk of their own, only for those who hear new orders.
const LiveOrderAlerts = lazy(() => import('../../features/live-alerts/LiveOrderAlerts'));
// The Chat Support button and window: active owner stores only (spec section 6), on the same socket.
const SupportChat = lazy(() => import('../../features/chat/SupportChat'));
const OrderSoundToggle = lazy(() =>
  import('../../features/live-alerts/LiveOrderAlerts').then((m) => ({ default: m.OrderSoundToggle })),
);
const PushToggle = lazy(() => import('../../features/push/PushToggle'));
// A platform admin signed in as the owner for support (admin clients) sees who they are.
const SupportBanner = lazy(() => import('../../features/admin-clients/SupportBanner'));
// Every member's console hears when the store's features or its grants change (the App Store).
const StoreChangeListener = lazy(() => import('../../features/live-alerts/StoreChangeListener'));

/** The signed-in console of owners, staff, vendors and branches. */
export default function StoreLayout() {
  const session = useSession();
  // The guards let no one in without a store session; this covers the instant of signing out.
  if (!session.store) return null;
  return (
    <ConsoleModals>
      <StoreShell store={session.store} hasMasterToken={Boolean(session.master)} />
    </ConsoleModals>
  );
}

function StoreShell({ store, hasMasterToken }: { store: StoreSessionRecord; hasMasterToken: boolean }) {
  useSessionRefresh();
  const { pathname } = useLocation();
  const ctx = useMemo(() => accessContextOf(store.data, hasMasterToken), [store.data, hasMasterToken]);
  const groups = useMemo(() => menuFor(ctx, 'store'), [ctx]);
  const sidebar = useSidebar(groups);
  const palette = useCommandPalette();
  const bottomItems = useMemo(() => {
    if (ctx.loginType === 'vendor') return vendorBottomBar(ctx);
    if (ctx.loginType === 'branch') return [];
    return ownerBottomBar(ctx);
  }, [ctx]);
  const showBottomBar = !sidebar.isDesktop && bottomItems.length > 0;
  // The bar's screens and the landing page are where one starts from: nothing to go back to.
  const atRoot = bottomItems.some((item) => item.path === pathname) || pathname === landingPathFor(ctx);
  const liveAlerts = hearsLiveOrders({
    loginType: store.data.login_type,
    subuserFeatures: store.data.subuser_features ?? [],
    vendorFeatures: [],
  });
  const hasPanels = ctx.loginType === 'admin' || ctx.loginType === 'subuser';
  const [feedbackOpened, feedback] = useDisclosure(false);
  const supportChat = hasSupportChat({ loginType: store.data.login_type, storeStatus: store.data.status });
  const vendorCompany = ctx.loginType === 'vendor' ? (store.data.vendor_company ?? store.data.name) : undefined;
  const shopUrl = store.data.status === 'active' ? store.data.base_url : undefined;
  const deployAlert = useDeployAlert(store.deployDetails.deploy_stages, ctx, shopUrl);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={sidebar.navbar}
      footer={{ height: 64, collapsed: !showBottomBar }}
      padding="md"
    >
      <AppShell.Header>
        {deployAlert.modal}
        <SkipLink />
        <StoreHeader
          ctx={ctx}
          storeName={vendorCompany ?? store.data.branch_name ?? store.data.name}
          shopUrl={shopUrl}
          onViewShop={deployAlert.intercept}
          sidebarOpened={sidebar.opened}
          onToggleSidebar={sidebar.toggle}
          onOpenPalette={palette.open}
          onPreloadPalette={palette.preload}
          panels={
            hasPanels && (
              <Suspense fallback={null}>
                <NotificationsButton />
                <FeedbackButton opened={feedbackOpened} onOpen={feedback.open} onClose={feedback.close} />
              </Suspense>
            )
          }
          menuItems={
            hasPanels && (
              <Menu.Item
                hiddenFrom="sm"
                leftSection={<IconMessageReport size={16} aria-hidden />}
                onClick={feedback.open}
              >
                Send feedback
              </Menu.Item>
            )
          }
          tools={
            <>
              {supportChat && (
                <Suspense fallback={null}>
                  <SupportChat token={store.store_token} storeId={store.data._id} />
                </Suspense>
              )}
              {liveAlerts && (
                <Suspense fallback={null}>
                  <OrderSoundToggle />
                  <PushToggle />
                </Suspense>
              )}
            </>
          }
        />
      </AppShell.Header>
      <ShellNavbar groups={groups} sidebar={sidebar} />
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {store.support && (
          <Suspense fallback={null}>
            <SupportBanner />
          </Suspense>
        )}
        {!sidebar.isDesktop && !atRoot && !isUnder(pathname, '/dashboard') && <MobileSubHeader />}
        {ctx.loginType === 'admin' && (
          <Suspense fallback={null}>
            <AnnounceBar />
          </Suspense>
        )}
        <Outlet />
        {vendorCompany && (
          <Box component="footer" mt="xl" py="sm" ta="center">
            <Text size="sm" fw={600}>
              {vendorCompany}
            </Text>
            <Text size="xs" c="dimmed">
              Powered by Stallfront
            </Text>
          </Box>
        )}
      </AppShell.Main>
      {liveAlerts && (
        <Suspense fallback={null}>
          <LiveOrderAlerts token={store.store_token} storeId={store.data._id} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <StoreChangeListener token={store.store_token} storeId={store.data._id} />
      </Suspense>
      {palette.requested && (
        <Suspense fallback={null}>
          <CommandPalette opened={palette.opened} onClose={palette.close} />
        </Suspense>
      )}
      {showBottomBar && (
        <AppShell.Footer>
          <BottomBar items={bottomItems} />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
