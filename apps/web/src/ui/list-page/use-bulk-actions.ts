import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../notify';
import type { BulkAction } from './types';

/**
 * Runs a bulk action on the selected rows, asking first when the action says so. A success is
 * toasted, clears the selection and reloads the list (pages and count); a refusal is toasted in red.
 */
export function useBulkActions(queryKey: readonly unknown[], clearSelection: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: string[] }) => action.run(ids),
    onSuccess: async (message) => {
      notifySuccess(message);
      clearSelection();
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => notifyError(error.message),
  });

  const start = (action: BulkAction, ids: string[]) => {
    if (!action.confirm) {
      mutation.mutate({ action, ids });
      return;
    }
    const { title, message, confirmLabel } = action.confirm;
    modals.openConfirmModal({
      title,
      children: typeof message === 'function' ? message(ids.length) : message,
      labels: { confirm: confirmLabel ?? action.label, cancel: 'Cancel' },
      confirmProps: { color: action.color },
      onConfirm: () => mutation.mutate({ action, ids }),
    });
  };

  return { start, running: mutation.isPending ? mutation.variables?.action : undefined };
}
