import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@stallfront/shared/endpoint';
import { STAFF_CALLS } from '@stallfront/shared/staff';
import { callApi } from '../../../api/client';
import { notifyRefusal, notifySuccess } from '../../../ui/notify';

/** Every staff query key starts here: the staff list with its seats, and the audit log's pages. */
export const staffKeys = {
  all: ['staff'] as const,
  overview: () => [...staffKeys.all, 'overview'] as const,
  audit: () => [...staffKeys.all, 'audit'] as const,
};

export function useStaffOverview() {
  return useQuery({
    queryKey: staffKeys.overview(),
    queryFn: ({ signal }) => callApi(STAFF_CALLS.overview, undefined, { signal }),
  });
}

type StaffChange = 'invite' | 'resendInvite' | 'setGrants' | 'setStatus' | 'remove';

/**
 * A change to the staff: the list and seats reload, and so does the audit log it adds to. A refusal
 * is a toast unless the caller's form places it on its fields (`formHandlesErrors`).
 */
export function useStaffChange<K extends StaffChange>(call: K, { formHandlesErrors = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<(typeof STAFF_CALLS)[K]>) =>
      callApi(STAFF_CALLS[call], input as never) as Promise<{ message: string }>,
    onSuccess: async (response) => {
      notifySuccess(response.message);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
    onError: (error) => {
      if (!formHandlesErrors) notifyRefusal(error.message);
    },
  });
}
