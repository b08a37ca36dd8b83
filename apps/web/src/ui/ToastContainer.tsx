import { Notifications } from '@mantine/notifications';
// After the component, so its CSS follows the core Notification's (Mantine's order).
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';

/** Mounted by Toasts once a toast is asked for; `onMount` hands over the toasts that waited. */
export default function ToastContainer({ onMount }: { onMount: () => () => void }) {
  useEffect(onMount, []);
  // Toasts fade in over 0.5 s and leave after 2.5 s (spec section 9), at the top centre so they
  // never cover a page's actions at the top right.
  return <Notifications position="top-center" autoClose={2500} transitionDuration={500} />;
}
