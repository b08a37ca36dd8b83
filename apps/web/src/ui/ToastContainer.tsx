import { Notifications } from '@mantine/notifications';
// After the component, so its CSS follows the core Notification's (Mantine's order).
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import classes from './ToastContainer.module.css';

/** Mounted by Toasts once a toast is asked for; `onMount` hands over the toasts that waited. */
export default function ToastContainer({ onMount }: { onMount: () => () => void }) {
  useEffect(onMount, []);
  // Toasts fade in over 0.5 s and leave after 2.5 s (spec section 9), at the bottom centre as
  // Shopify's admin shows them: not over the header and the page's title and actions at the top,
  // and lifted above the phone's bottom bar and a form's save bar.
  return (
    <Notifications
      position="bottom-center"
      autoClose={2500}
      transitionDuration={500}
      classNames={{ root: classes.root }}
    />
  );
}
