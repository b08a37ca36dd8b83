import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '../api/api-error';
import { createConsoleRouter } from './router';
import { darkSwitchManager, theme } from './theme';

const colorSchemeManager = darkSwitchManager();

/** Retries only what may pass on a second try: network failures and server errors. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500);

export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry, staleTime: 30_000 } } }));
  const [router] = useState(createConsoleRouter);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      {/* Toasts fade in over 0.5 s and leave after 2.5 s (spec section 9), at the top centre so
          they never cover a page's actions at the top right. */}
      <Notifications position="top-center" autoClose={2500} transitionDuration={500} />
      {/* Spec section 9: a modal's backdrop is static and the keyboard does not close it. */}
      <ModalsProvider modalProps={{ closeOnClickOutside: false, closeOnEscape: false }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
