import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAVED_VIEW_CALLS, type SavedViewParams } from '@stallfront/shared/saved-views';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../notify';

const savedViewKeys = {
  all: ['saved_views'] as const,
  list: (listId: string) => [...savedViewKeys.all, listId] as const,
};

/** The signed-in person's saved views of one list, with the calls that change them. */
export function useSavedViews(listId: string) {
  const queryClient = useQueryClient();
  const queryKey = savedViewKeys.list(listId);
  const views = useQuery({
    queryKey,
    queryFn: ({ signal }) => callApi(SAVED_VIEW_CALLS.list, { list: listId }, { signal }),
    select: (answer) => answer.list,
    staleTime: 60_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const save = useMutation({
    mutationFn: ({ name, params }: { name: string; params: SavedViewParams }) =>
      callApi(SAVED_VIEW_CALLS.create, { list: listId, name, params }),
    onSuccess: ({ data }) => {
      notifySuccess(`View "${data.name}" saved.`);
      return refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => callApi(SAVED_VIEW_CALLS.rename, { _id: id, name }),
    onSuccess: ({ data }) => {
      notifySuccess(`View renamed to "${data.name}".`);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(SAVED_VIEW_CALLS.remove, { _id: id }),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return refresh();
    },
    onError: (error) => notifyError(error.message),
  });

  return { views, save, rename, remove };
}

export type SavedViewsControl = ReturnType<typeof useSavedViews>;
