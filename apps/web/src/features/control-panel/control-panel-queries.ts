import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTROL_PANEL_CALLS } from '@stallfront/shared/admin-operations';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';

export const controlPanelKeys = {
  all: ['control-panel'] as const,
  status: () => [...controlPanelKeys.all, 'status'] as const,
  failedJobs: () => [...controlPanelKeys.all, 'failed-jobs'] as const,
};

/** The service's state, read again every 30 seconds while the panel is open. */
export const useControlPanel = () =>
  useQuery({
    queryKey: controlPanelKeys.status(),
    queryFn: ({ signal }) => callApi(CONTROL_PANEL_CALLS.status, undefined, { signal }),
    select: (answer) => answer.data,
    refetchInterval: 30_000,
  });

export const useFailedJobs = () =>
  useQuery({
    queryKey: controlPanelKeys.failedJobs(),
    queryFn: ({ signal }) => callApi(CONTROL_PANEL_CALLS.failedJobs, { limit: 25 }, { signal }),
    select: (answer) => answer.list,
    refetchInterval: 30_000,
  });

/** Runs a failed job again; the panel's counts and list are read again after. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: { name: string; id: string }) => callApi(CONTROL_PANEL_CALLS.retryJob, job),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => notifyError(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: controlPanelKeys.all }),
  });
}
