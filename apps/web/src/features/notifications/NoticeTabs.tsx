import { Stack, Tabs, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Announcement, NoticeKind, Notification } from '@stallfront/shared/panels';
import { isInternalLink } from '@stallfront/shared/rules';
import { notifyError } from '../../ui/notify';
import { NoticeCard } from './NoticeCard';
import { useMarkViewed, usePanelNotices } from './notice-queries';

/** The panel's two tabs, notifications and announcements; opening one marks it viewed and follows its link. */
export default function NoticeTabs({ onLeave }: { onLeave: () => void }) {
  const panel = usePanelNotices();
  const markViewed = useMarkViewed();
  const navigate = useNavigate();
  const view = (notice: Notification | Announcement, type: NoticeKind) => {
    if (!notice.viewed) markViewed.mutate({ id: notice._id, type }, { onError: (e) => notifyError(e.message) });
    const { url } = notice;
    if (!url) return;
    if (isInternalLink(url)) {
      onLeave();
      void navigate(url);
    } else window.open(url, '_blank', 'noopener,noreferrer');
  };
  const unreadOf = (list: { viewed: boolean }[] = []) => list.filter((n) => !n.viewed).length;
  const tabLabel = (name: string, n: number) => (n > 0 ? `${name} (${n})` : name);
  const list = (items: (Notification | Announcement)[] | undefined, type: NoticeKind, empty: string) => {
    if (panel.isPending) return <Text c="dimmed">Loading…</Text>;
    if (panel.isError) return <Text c="red">{panel.error.message}</Text>;
    if (!items?.length) return <Text c="dimmed">{empty}</Text>;
    return (
      <Stack gap="sm">
        {items.map((notice) => (
          <NoticeCard
            key={notice._id}
            notice={notice}
            onOpen={() => view(notice, type)}
            onFollow={() => {
              if (!notice.viewed) markViewed.mutate({ id: notice._id, type });
              onLeave();
            }}
          />
        ))}
      </Stack>
    );
  };
  return (
    <Tabs defaultValue="notifications">
      <Tabs.List grow mb="md">
        <Tabs.Tab value="notifications">{tabLabel('Notifications', unreadOf(panel.data?.list))}</Tabs.Tab>
        <Tabs.Tab value="announcements">{tabLabel('Announcements', unreadOf(panel.data?.announcements))}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="notifications">{list(panel.data?.list, 'notification', 'No notifications yet.')}</Tabs.Panel>
      <Tabs.Panel value="announcements">
        {list(panel.data?.announcements, 'announcement', 'No announcements yet.')}
      </Tabs.Panel>
    </Tabs>
  );
}
