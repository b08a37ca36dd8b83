import { notifications } from '@mantine/notifications';

const CLOSE = { 'aria-label': 'Close the message' };

/** Toasts of spec section 4: red for errors, green for success; timing is set on the provider. */
export const notifySuccess = (message: string) =>
  notifications.show({ color: 'green', title: 'Done', message, withBorder: true, closeButtonProps: CLOSE });

export const notifyError = (message: string) =>
  notifications.show({
    color: 'red',
    title: 'Something went wrong',
    message,
    withBorder: true,
    closeButtonProps: CLOSE,
  });
