import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CATALOG_CALLS, type Navigation } from '@stallfront/shared/catalogs';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useRefreshCatalogs } from './catalog-queries';
import { type Menu, type MenuSection, removeSection } from './navigation-order';
import { countOf } from '@stallfront/shared/rules';
import { withModals } from '../../ui/overlays';

/** The two removals that ask first, both saved at once: an item, and a section with its items. */
export function useNavigationConfirms(commit: (change: (menu: Menu) => Menu) => void) {
  const refresh = useRefreshCatalogs();
  const deletion = useMutation({
    mutationFn: (item: Navigation) => callApi(CATALOG_CALLS.removeNavigation, { _id: item._id }),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      void refresh();
    },
    onError: (error) => notifyError(error.message),
  });

  const deleteItem = (item: Navigation) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Delete ${item.name}?`,
        children: <Text size="sm">The item leaves the shop's menu now.</Text>,
        labels: { confirm: 'Delete item', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => deletion.mutate(item),
      }),
    );

  const removeSectionAsking = (section: MenuSection) => {
    const remove = () => commit((m) => removeSection(m, section.key));
    const n = section.itemIds.length;
    if (n === 0) return remove();
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Remove ${section.name.trim() || 'this section'}?`,
        children: (
          <Text size="sm">
            Its {countOf(n, 'item')} will be deleted with it now. Move them to another section first to keep them.
          </Text>
        ),
        labels: { confirm: 'Remove section', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: remove,
      }),
    );
  };

  return { deleteItem, removeSection: removeSectionAsking };
}
