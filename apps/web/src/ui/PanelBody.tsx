import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

/**
 * What a side panel or drawer shows while its body's code loads: the header's panels fetch their
 * bodies (forms, threads) on first open, so no page pays for them before someone opens one.
 */
export function PanelBody({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
