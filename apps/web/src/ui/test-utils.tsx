import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { Toasts } from './toasts';
import { ModalsHost } from './overlays';
import './test-timeouts';

// Component tests run without vitest globals, so Testing Library cannot clean up by itself.
afterEach(() => {
  cleanup();
  notifications.clean();
  setViewportWidth(1280);
});

/** Phone layouts switch below 768 px; happy-dom answers media queries from its viewport. */
export function setViewportWidth(width: number): void {
  const { happyDOM } = window as unknown as { happyDOM?: { setViewport: (v: { width: number }) => void } };
  happyDOM?.setViewport({ width });
}

/**
 * Renders routes the way the app does: Mantine (test mode: no transitions, no portals), modals,
 * toasts, a fresh query client without retries, and a memory data router (useBlocker needs one).
 */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider env="test">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient, user };
}
