import { type NotificationData, notifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useSyncExternalStore } from 'react';

// The toast container (transitions, portal) is its own chunk, so a page that shows no toast
// never loads it. A toast follows an action, so the chunk is fetched at the first key or pointer
// press; a toast asked for before the container is mounted waits for it, and fades in like any.
// No React.lazy: React holds back a suspended subtree for up to 300 ms, which would delay the toast.
type Container = ComponentType<{ onMount: () => () => void }>;
let container: Container | undefined;
let loading = false;
let ready = false;
const waiting: NotificationData[] = [];
const listeners = new Set<() => void>();

function loadContainer(): void {
  if (loading) return;
  loading = true;
  import('./ToastContainer').then(
    (module) => {
      container = module.default;
      for (const listener of listeners) listener();
    },
    () => {
      loading = false; // the next toast tries again
    },
  );
}

/** The container is mounted: show the toasts that waited for it. */
function onMount() {
  ready = true;
  for (const data of waiting.splice(0)) notifications.show(data);
  return () => {
    ready = false;
  };
}

export function showToast(data: NotificationData): void {
  if (ready) {
    notifications.show(data);
    return;
  }
  waiting.push(data);
  loadContainer();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the toasts appear; renders nothing until the container's code is there. */
export function Toasts() {
  useEffect(() => {
    const options = { once: true, capture: true };
    window.addEventListener('pointerdown', loadContainer, options);
    window.addEventListener('keydown', loadContainer, options);
    return () => {
      window.removeEventListener('pointerdown', loadContainer, options);
      window.removeEventListener('keydown', loadContainer, options);
    };
  }, []);
  const Container = useSyncExternalStore(subscribe, () => container);
  return Container ? <Container onMount={onMount} /> : null;
}
