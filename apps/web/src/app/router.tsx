import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Outlet, type RouteObject, redirect, ScrollRestoration } from 'react-router';
import { NOT_FOUND, ROUTES, type RouteEntry, SIGN_IN } from '@stallfront/shared/routes';
import { guardLoader } from './guard-loader';
import { loadSignInDocument } from './session/leave-for-sign-in';
import { type ConsoleLayout, LAYOUTS } from './layouts';
import { comingSoonScreen, SCREENS } from './screens';
import { useDocumentTitle } from './use-document-title';

const LAYOUT_ORDER: readonly ConsoleLayout[] = ['auth', 'store', 'admin', 'root'];

function screenRoute(entry: RouteEntry): RouteObject {
  const screen = (entry.screen === 'ready' && SCREENS[entry.name]) || comingSoonScreen;
  return {
    path: entry.path,
    handle: { route: entry },
    loader: guardLoader,
    lazy: async () => ({ Component: (await screen()).default }),
  };
}

/**
 * A page the light sign-in document draws (main.tsx): the console leaves for it with a document
 * load, replacing its history entry as the guards' and sign-out's redirects do.
 */
function signInDocumentRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    handle: { route: entry },
    loader: ({ request }) => {
      loadSignInDocument(request.url);
      return new Promise<never>(() => {}); // the document unloads
    },
  };
}

function layoutRoute(layout: ConsoleLayout): RouteObject {
  return {
    id: `layout-${layout}`,
    lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }),
    children: ROUTES.filter((r) => r.layout === layout && !r.document).map(screenRoute),
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
        ...ROUTES.filter((r) => r.document === 'signin').map(signInDocumentRoute),
        ...LAYOUT_ORDER.map(layoutRoute),
        { path: '*', loader: () => redirect(NOT_FOUND) },
      ],
    },
  ]);
}
