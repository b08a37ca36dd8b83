import { createElement } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../notify';
import type { BulkAction } from './types';
import { withModals } from '../overlays';

/**
 * Runs a bulk action on the selected rows, asking first when the action says so. A success is
 * toasted, clears the selection and reloads the list (pages and count); a refusal is toasted in red.
 */
export function useBulkActions(queryKey: readonly unknown[], clearSelection: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ action, ids, input }: { action: BulkAction; ids: string[]; input?: string }) =>
      input === undefined ? action.run(ids) : action.run(ids, input),
    onSuccess: async (message) => {
      notifySuccess(message);
      clearSelection();
      await queryClient.invalidateQueries({ queryKey });
    },
    // An action the merchant called off halfway (an AbortError) changed nothing and says nothing.
    onError: (error) => {
      if (error.name !== 'AbortError') notifyError(error.message);
    },
  });

  const start = (action: BulkAction, ids: string[]) => {
    if (!action.confirm) {
      mutation.mutate({ action, ids });
      return;
    }
    const { title, message, confirmLabel, input } = action.confirm;
    const children = typeof message === 'function' ? message(ids.length) : message;
    if (input) {
      // Few lists ask for a reason: its form (and Mantine's Textarea) loads on the first ask.
      void import('./TextConfirm').then(({ TextConfirm }) =>
        withModals((modals) => {
          const id = modals.open({
            title,
            children: createElement(TextConfirm, {
              message: children,
              input,
              confirmLabel: confirmLabel ?? action.label,
              color: action.color,
              onCancel: () => modals.close(id),
              onConfirm: (text: string) => {
                modals.close(id);
                mutation.mutate({ action, ids, input: text });
              },
            }),
          });
        }),
      );
      return;
    }
    withModals((modals) =>
      modals.openConfirmModal({
        title,
        children,
        labels: { confirm: confirmLabel ?? action.label, cancel: 'Cancel' },
        confirmProps: { color: action.color },
        onConfirm: () => mutation.mutate({ action, ids }),
      }),
    );
  };

  return { start, running: mutation.isPending ? mutation.variables?.action : undefined };
}
