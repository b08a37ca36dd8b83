import { IconTrash } from '@tabler/icons-react';
import type { SimpleResource } from '@stallfront/shared/product-extras';
import { countOf } from '@stallfront/shared/rules';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import type { BulkAction } from '../list-page';
import { withModals } from '../overlays';

/** Asks whether to take the things off where the server said they show, then delete them. */
const askDetach = (where: string) =>
  new Promise<boolean>((resolve) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Detach and delete?',
        children: where,
        labels: { confirm: 'Detach and delete', cancel: 'Keep' },
        confirmProps: { color: 'red' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    ),
  );

/**
 * Deletes after asking; where the things are still attached the server refuses and says where
 * (409), and the merchant chooses to detach them in the same step or keep them.
 */
export function deleteAction(resource: SimpleResource): BulkAction {
  const remove = (ids: string[], detach: boolean) => callApi(resource.calls.remove, { ids, detach });
  return {
    label: 'Delete',
    color: 'red',
    icon: <IconTrash size={16} />,
    confirm: {
      title: `Delete ${resource.plural}?`,
      message: (n) => `${countOf(n, resource.noun, resource.plural)} will be deleted for good.`,
      confirmLabel: 'Delete',
    },
    run: async (ids) => {
      try {
        return (await remove(ids, false)).message;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        if (!(await askDetach(error.message))) throw new DOMException('Kept', 'AbortError');
        return (await remove(ids, true)).message;
      }
    },
  };
}
