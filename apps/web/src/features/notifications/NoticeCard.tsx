import { Badge, Button, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Announcement, NoticeButton, Notification } from '@stallfront/shared/panels';
import { momentOf } from '../../ui/dates';

/** An announcement's button: a console path in this tab, a website in a new one. */
export function NoticeLinkButton({
  button,
  variant,
  onFollow,
}: {
  button: NoticeButton;
  variant: 'filled' | 'default';
  onFollow?: () => void;
}) {
  if (button.link_type === 'internal') {
    return (
      <Button component={Link} to={button.link} size="xs" variant={variant} onClick={onFollow}>
        {button.name}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={button.link}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      variant={variant}
      rightSection={<IconExternalLink size={14} aria-hidden />}
      onClick={onFollow}
    >
      {button.name}
    </Button>
  );
}

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
