import { showToast } from './toasts';

const CLOSE = { 'aria-label': 'Close the message' };

/** Toasts of spec section 4: red for errors, green for success; timing is set on the container. */
export const notifySuccess = (message: string) =>
  showToast({ color: 'green', title: 'Done', message, withBorder: true, closeButtonProps: CLOSE });

export const notifyError = (message: string, title = 'Something went wrong') =>
  showToast({
    color: 'red',
    title,
    message,
    withBorder: true,
    closeButtonProps: CLOSE,
  });
