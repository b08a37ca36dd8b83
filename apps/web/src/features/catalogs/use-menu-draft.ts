import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOG_CALLS } from '@stallfront/shared/catalogs';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { catalogKeys } from '../products/product-queries';
import { isSameMenu, type Menu, mergeSaved, menuFromSaved, type SavedMenu, toSectionsBody } from './navigation-order';

/**
 * The menu as edited on screen: the saved one until something changes, then a draft kept in step
 * with items added or deleted meanwhile, until "Save menu" sends the whole order.
 */
export function useMenuDraft(saved: SavedMenu | undefined) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Menu | null>(null);
  const current = (edited: Menu | null): Menu => {
    if (!saved) return [];
    return edited ? mergeSaved(edited, saved) : menuFromSaved(saved);
  };
  const menu = current(draft);
  const dirty = saved !== undefined && !isSameMenu(menu, menuFromSaved(saved));

  const save = useMutation({
    mutationFn: () => callApi(CATALOG_CALLS.saveSections, toSectionsBody(menu)),
    onSuccess: (result) => {
      queryClient.setQueryData(catalogKeys.navigations(), result);
      setDraft(null);
      notifySuccess('Menu saved.');
    },
    onError: (error) => notifyError(error.message),
  });

  return {
    menu,
    dirty,
    /** Applies a change to the latest menu, so several drag events in one frame do not undo each other. */
    update: (change: (menu: Menu) => Menu) => setDraft((edited) => change(current(edited))),
    /** Puts back a menu taken earlier, e.g. when a drag is cancelled. */
    restore: (menu: Menu) => setDraft(menu),
    discard: () => setDraft(null),
    save,
  };
}
