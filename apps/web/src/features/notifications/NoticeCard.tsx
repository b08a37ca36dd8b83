import { Badge, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Announcement, Notification } from '@stallfront/shared/panels';
import { momentOf } from '../../ui/dates';
import { NoticeLinkButton } from './NoticeLinkButton';

interface NoticeCardProps {
  notice: Notification | Announcement;
  /** Viewing it: marks it viewed and follows its url. */
  onOpen: () => void;
  /** Following one of its buttons. */
  onFollow?: () => void;
}

/** One notice of the panel; unviewed ones stand out with a NEW tag (spec section 4). */
export function NoticeCard({ notice, onOpen, onFollow }: NoticeCardProps) {
  const buttons = 'pri_btn' in notice ? [notice.pri_btn, notice.sec_btn] : [];
  return (
    <Paper withBorder p="sm" radius="md" bg={notice.viewed ? undefined : 'var(--mantine-primary-color-light)'}>
      <Stack gap="xs">
        <UnstyledButton onClick={onOpen} aria-label={`${notice.viewed ? '' : 'New: '}${notice.title}`}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {notice.title}
              </Text>
              {!notice.viewed && (
                <Badge size="sm" color="red" variant="filled" style={{ flexShrink: 0 }}>
                  NEW
                </Badge>
              )}
            </Group>
            {notice.image && <Image src={notice.image} alt="" radius="sm" mah={160} fit="cover" />}
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {notice.body}
            </Text>
            <Text size="xs" c="dimmed">
              {momentOf(notice.created_on)}
            </Text>
          </Stack>
        </UnstyledButton>
        {buttons.some(Boolean) && (
          <Group gap="xs">
            {buttons.map(
              (button, i) =>
                button && (
                  <NoticeLinkButton
                    key={button.name}
                    button={button}
                    variant={i === 0 ? 'filled' : 'default'}
                    onFollow={onFollow}
                  />
                ),
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
