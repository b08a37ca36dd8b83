import { Alert, Box, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { PANEL_CALLS } from '@stallfront/shared/panels';
import { callApi } from '../../api/client';
import { NoticeLinkButton } from '../notifications/NoticeLinkButton';
import { noticeKeys } from '../notifications/notice-queries';

const DISMISSED = 'stallfront.announce_bar.dismissed';

/**
 * The announcement bar above the page (spec section 4): the server answers an announcement only
 * for a self-signed-up owner on a Pro package with no billing status. Closing it hides that
 * announcement for the rest of the browser session.
 */
export default function AnnounceBar() {
  const bar = useQuery({
    queryKey: noticeKeys.bar(),
    queryFn: ({ signal }) => callApi(PANEL_CALLS.announceBar, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED));
  const notice = bar.data?.data;
  if (!notice || dismissed === notice._id) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED, notice._id);
    setDismissed(notice._id);
  };
  return (
    // A landmark of its own: the Alert names itself by its title, and is no urgent alert.
    <Box component="section" aria-label="Announcement" mb="md">
      <Alert
        variant="light"
        color="grape"
        icon={<IconSpeakerphone size={20} aria-hidden />}
        title={notice.title}
        withCloseButton
        closeButtonLabel="Hide this announcement"
        onClose={dismiss}
        role="note"
      >
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {notice.body}
        </Text>
        {(notice.pri_btn || notice.sec_btn) && (
          <Group gap="xs" mt="sm">
            {notice.pri_btn && <NoticeLinkButton button={notice.pri_btn} variant="filled" />}
            {notice.sec_btn && <NoticeLinkButton button={notice.sec_btn} variant="default" />}
          </Group>
        )}
      </Alert>
    </Box>
  );
}
