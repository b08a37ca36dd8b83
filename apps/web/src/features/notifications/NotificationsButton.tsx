import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy } from 'react';
import { PanelBody } from '../../ui/PanelBody';
import { SidePanel } from '../../ui/SidePanel';
import { usePanelNotices } from './notice-queries';

const NoticeTabs = lazy(() => import('./NoticeTabs'));

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
        <PanelBody>
          <NoticeTabs onLeave={close} />
        </PanelBody>
      </SidePanel>
    </>
  );
}
