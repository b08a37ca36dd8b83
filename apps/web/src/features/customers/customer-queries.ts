import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_CALLS, type CustomerKind } from '@stallfront/shared/customers';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';

/** Every customer query key starts here; a tag, note or merge refreshes the lists and the customers it touched. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (kind: CustomerKind) => [...customerKeys.lists(), kind] as const,
  tagNames: () => [...customerKeys.all, 'tag-names'] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
};

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: async () => (await callApi(CUSTOMER_CALLS.get, { id })).data,
    retry: false,
  });
}

export const loadTagNames = async () => (await callApi(CUSTOMER_CALLS.tagNames, {})).data;

export function useCustomerTagNames() {
  return useQuery({ queryKey: customerKeys.tagNames(), queryFn: loadTagNames, staleTime: 60_000 });
}

/** A change to one customer: on success the lists, the tag names and that customer's page load again. */
function useCustomerChange<Input>(id: string, call: (input: Input) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      notifySuccess(done);
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.tagNames() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) });
    },
    onError: (error) => notifyError(error.message),
  });
}

export const useSetTags = (id: string) =>
  useCustomerChange(id, (tags: string[]) => callApi(CUSTOMER_CALLS.setTags, { id, tags }), 'Tags saved.');

export const useAddNote = (id: string) =>
  useCustomerChange(id, (body: string) => callApi(CUSTOMER_CALLS.addNote, { customer_id: id, body }), 'Note added.');

export const useDeleteNote = (id: string) =>
  useCustomerChange(
    id,
    (noteId: string) => callApi(CUSTOMER_CALLS.deleteNote, { customer_id: id, note_id: noteId }),
    'Note deleted.',
  );

/** Merges a guest into an account; both pages load again, and so do the order lists' customers. */
export function useMerge(guestId: string, intoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(CUSTOMER_CALLS.merge, { guest_id: guestId, into_id: intoId }),
    onSuccess: ({ data }) => {
      notifySuccess(`Merged: ${countOf(data.moved.orders, 'order')} moved.`);
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
    onError: (error) => notifyError(error.message, 'Not merged'),
  });
}
