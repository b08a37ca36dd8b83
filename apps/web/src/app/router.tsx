import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Outlet, type RouteObject, redirect, ScrollRestoration } from 'react-router';
import { type Layout, NOT_FOUND, ROUTES, type RouteEntry, SIGN_IN } from '@stallfront/shared/routes';
import { guardLoader } from './guard-loader';
import { LAYOUTS } from './layouts';
import { comingSoonScreen, SCREENS } from './screens';
import { useDocumentTitle } from './use-document-title';

const LAYOUT_ORDER: readonly Layout[] = ['auth', 'vendor_auth', 'store', 'admin', 'root'];

function screenRoute(entry: RouteEntry): RouteObject {
  const screen = (entry.screen === 'ready' && SCREENS[entry.name]) || comingSoonScreen;
  return {
    path: entry.path,
    handle: { route: entry },
    loader: guardLoader,
    lazy: async () => ({ Component: (await screen()).default }),
  };
}

function layoutRoute(layout: Layout): RouteObject {
  return {
    id: `layout-${layout}`,
    lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }),
    children: ROUTES.filter((r) => r.layout === layout).map(screenRoute),
  };
}

/** Navigation scrolls to top (spec section 2): ScrollRestoration starts every new page at the top. */
function Frame() {
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown while the first screen's code loads. */
function FirstLoad() {
  return (
    <Center mih="100dvh">
      <Loader aria-label="Loading Stallfront" />
    </Center>
  );
}

/** Every route comes from the shared route table; the guards run in each route's loader. */
export function createConsoleRouter() {
  return createBrowserRouter([
    {
      Component: Frame,
      HydrateFallback: FirstLoad,
      children: [
        { index: true, loader: () => redirect(SIGN_IN) },
        ...LAYOUT_ORDER.map(layoutRoute),
        { path: '*', loader: () => redirect(NOT_FOUND) },
      ],
    },
  ]);
}
