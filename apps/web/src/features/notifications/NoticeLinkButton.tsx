import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NoticeButton } from '@stallfront/shared/panels';

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
