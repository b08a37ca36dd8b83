import { ActionIcon, Indicator, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SidePanel } from '../../ui/SidePanel';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Announcement, NoticeKind, Notification } from '@stallfront/shared/panels';
import { isInternalLink } from '@stallfront/shared/rules';
import { notifyError } from '../../ui/notify';
import { NoticeCard } from './NoticeCard';
import { useMarkViewed, usePanelNotices } from './notice-queries';

/** The header's bell with the unread count; opens the notifications and announcements panel. */
export default function NotificationsButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const panel = usePanelNotices();
  const unread = panel.data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <Tooltip label="Notifications">
        <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={4}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={label}
            onClick={() => {
              open();
              void panel.refetch();
            }}
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <SidePanel opened={opened} onClose={close} title="Notifications">
        <NoticeTabs onLeave={close} />
      </SidePanel>
    </>
  );
}

function NoticeTabs({ onLeave }: { onLeave: () => void }) {
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
