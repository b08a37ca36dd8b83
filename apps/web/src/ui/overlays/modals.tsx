import { modals } from '@mantine/modals';
import { lazy, Suspense, useEffect, useState } from 'react';

const ModalsProvider = lazy(() => import('./mantine-overlays').then((m) => ({ default: m.ModalsProvider })));

type ModalsApi = typeof modals;

let mountHost: (() => void) | null = null;
let hostReady: Promise<void> | null = null;
let markReady = () => {};

/**
 * Opens modals through Mantine's manager (`modals.openConfirmModal` and the rest) once its
 * provider has loaded: the first call loads it into the layout's ModalsHost.
 */
export function withModals(open: (api: ModalsApi) => void): void {
  if (!hostReady) {
    hostReady = new Promise((resolve) => {
      markReady = resolve;
    });
    mountHost?.();
  }
  void hostReady.then(() => open(modals));
}

/** Runs after the provider's layout effect has subscribed to the manager's events. */
function Ready() {
  useEffect(() => markReady(), []);
  return null;
}

/** Where a layout's modals render: nothing, and no modal code, until the first withModals call. */
export function ModalsHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountHost = () => setMounted(true);
    if (hostReady) setMounted(true); // asked for before this host was mounted
    return () => {
      mountHost = null;
      hostReady = null;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Ready />
      </ModalsProvider>
    </Suspense>
  );
}
