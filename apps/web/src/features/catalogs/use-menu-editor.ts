import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOG_CALLS } from '@stallfront/shared/catalogs';
import { callApi } from '../../api/client';
import { notifyError } from '../../ui/notify';
import { catalogKeys } from '../products/product-queries';
import { isSameMenu, type Menu, mergeSaved, menuFromSaved, type SavedMenu, toSectionsBody } from './navigation-order';

/**
 * The menu as shown, saved with every change (docs/decisions.md): a change shows at once and sends
 * the whole order; a failed save puts the saved menu back. A drag shows its moves and saves once, on drop.
 */
export function useMenuEditor(saved: SavedMenu | undefined) {
  const queryClient = useQueryClient();
  // What is on screen ahead of the saved menu: a drag in progress, or a change on its way.
  const [ahead, setAhead] = useState<Menu | null>(null);
  const current = (shown: Menu | null): Menu => {
    if (!saved) return [];
    return shown ? mergeSaved(shown, saved) : menuFromSaved(saved);
  };
  const menu = current(ahead);

  const save = useMutation({
    mutationFn: (next: Menu) => callApi(CATALOG_CALLS.saveSections, toSectionsBody(next)),
    onSuccess: (result) => queryClient.setQueryData(catalogKeys.navigations(), result),
    onError: (error) => notifyError(`The menu was not saved: ${error.message}`),
    onSettled: () => setAhead(null),
  });

  return {
    menu,
    /** A save is on its way: further changes wait for it, so a new section is not sent twice. */
    saving: save.isPending,
    /** Applies a change to the menu on screen and saves it. */
    commit: (change: (menu: Menu) => Menu) => {
      if (save.isPending || !saved) return;
      const next = change(current(ahead));
      if (isSameMenu(next, menuFromSaved(saved))) return setAhead(null);
      setAhead(next);
      save.mutate(next);
    },
    /** Shows a change without saving it: the moves of a drag, several a frame, each on the latest menu. */
    preview: (change: (menu: Menu) => Menu) => setAhead((shown) => change(current(shown))),
    /** Puts back a menu taken earlier, e.g. when a drag is cancelled. */
    restore: (menu: Menu | null) => setAhead(menu),
  };
}
