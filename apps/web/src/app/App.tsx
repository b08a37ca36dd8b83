import 'virtual:mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '../api/api-error';
import { Toasts } from '../ui/toasts';
import { createConsoleRouter } from './router';
import { darkSwitchManager, theme } from './theme';

const colorSchemeManager = darkSwitchManager();

/** Retries only what may pass on a second try: network failures and server errors. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** The signed-in layouts add the modals manager (ConsoleModals); the sign-in pages need none. */
export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry, staleTime: 30_000 } } }));
  const [router] = useState(createConsoleRouter);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
