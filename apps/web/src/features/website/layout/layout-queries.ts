import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LAYOUT_CALLS, type LayoutView } from '@stallfront/shared/website';
import { callApi } from '../../../api/client';

/** Every layout query key starts here: the draft of a page, one key per page. */
export const layoutKeys = {
  all: ['layout'] as const,
  draft: (layoutId: 'home') => [...layoutKeys.all, layoutId, 'draft'] as const,
  /** How many saves the preview frame has seen: its address changes with it. */
  previewVersion: (layoutId: 'home') => [...layoutKeys.all, layoutId, 'preview-version'] as const,
};

/** The home page's draft as the editor works on it. */
export function useLayout() {
  return useQuery({
    queryKey: layoutKeys.draft('home'),
    queryFn: async ({ signal }) =>
      (await callApi(LAYOUT_CALLS.get, { layout_id: 'home', adsetting: 'draft' }, { signal })).data,
  });
}

/** The count the preview's address carries; a save moves it on. */
export function usePreviewVersion(): number {
  return (
    useQuery({
      queryKey: layoutKeys.previewVersion('home'),
      queryFn: () => 0,
      staleTime: Number.POSITIVE_INFINITY,
      initialData: 0,
    }).data ?? 0
  );
}

/**
 * A change to the draft: every call answers the whole draft, which becomes the cache's, and
 * the preview frame loads it again.
 */
export function useLayoutChange<Input>(call: (input: Input) => Promise<{ data: LayoutView }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(layoutKeys.draft('home'), data);
      queryClient.setQueryData(layoutKeys.previewVersion('home'), (v: number | undefined) => (v ?? 0) + 1);
      // The Website hub's card says the layout's state ("3 sections live · unpublished changes").
      void queryClient.invalidateQueries({ queryKey: ['store-setting', 'states'] });
    },
  });
}
