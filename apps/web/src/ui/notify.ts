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

/** A refusal the person can fix (a field to correct, a wrong password): not a failure of ours. */
export const notifyRefusal = (message: string) => notifyError(message, 'Please check this');
