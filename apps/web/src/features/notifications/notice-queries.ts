import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NoticeKind, PANEL_CALLS } from '@stallfront/shared/panels';
import { callApi } from '../../api/client';

/** Every notice query key starts here: the store's panel, the bar and the admin's lists. */
export const noticeKeys = {
  all: ['notices'] as const,
  panel: () => [...noticeKeys.all, 'panel'] as const,
  bar: () => [...noticeKeys.all, 'bar'] as const,
  adminList: (kind: NoticeKind) => [...noticeKeys.all, 'admin', kind] as const,
};

/** How often an open console asks for new notices when nobody opens the panel. */
const POLL_MS = 60_000;

/** The store's notifications and announcements with the unread count. */
export const usePanelNotices = () =>
  useQuery({
    queryKey: noticeKeys.panel(),
    queryFn: ({ signal }) => callApi(PANEL_CALLS.notifications, {}, { signal }),
    refetchInterval: POLL_MS,
    staleTime: 10_000,
  });

/** Marks one notice viewed; the server answers the whole panel again, recounted. */
export function useMarkViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: string; type: NoticeKind }) => callApi(PANEL_CALLS.notifications, { id, type }),
    onSuccess: (panel) => queryClient.setQueryData(noticeKeys.panel(), panel),
  });
}
