import { notifications } from '@mantine/notifications';

/** Toasts of spec section 4: red for errors, green for success; timing is set on the provider. */
export const notifySuccess = (message: string) =>
  notifications.show({ color: 'green', title: 'Done', message, withBorder: true });

export const notifyError = (message: string) =>
  notifications.show({ color: 'red', title: 'Something went wrong', message, withBorder: true });
