import { useQuery } from '@tanstack/react-query';
import { COLLECTION } from '@stallfront/shared/collections';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';

/** Whether the store has the collections app: what offers a collection as a link or a row. */
export const useHasCollections = () => useSession().store?.data.ys_features.includes('collections') ?? false;

/** The store's collections by title, drafts too (a menu or row may be set up before its collection is published). */
export function useCollectionOptions(enabled = true) {
  return useQuery({
    queryKey: [COLLECTION.plural, 'options'],
    queryFn: async () => (await callApi(COLLECTION.calls.list, { limit: 100, sort: 'name', direction: 'asc' })).list,
    select: (list) => list.map((c) => ({ value: c._id, label: c.status === 'draft' ? `${c.name} (draft)` : c.name })),
    staleTime: 60_000,
    enabled,
  });
}
