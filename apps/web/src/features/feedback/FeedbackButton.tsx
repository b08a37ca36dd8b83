import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { lazy } from 'react';
import { PanelBody } from '../../ui/PanelBody';
import { SidePanel } from '../../ui/SidePanel';

const FeedbackForm = lazy(() => import('./FeedbackForm').then((m) => ({ default: m.FeedbackForm })));
const SentFeedback = lazy(() => import('./SentFeedback'));

interface FeedbackButtonProps {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The header's feedback icon and the feedback form on the right. On a phone the header has no
 * room for it: the account menu opens the same panel (the shell holds whether it is open).
 */
export default function FeedbackButton({ opened, onOpen, onClose }: FeedbackButtonProps) {
  return (
    <>
      <Tooltip label="Send feedback">
        <ActionIcon variant="default" size="lg" aria-label="Send feedback" onClick={onOpen} visibleFrom="sm">
          <IconMessageReport size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <SidePanel opened={opened} onClose={onClose} title="Send feedback">
        <Text size="sm" c="dimmed" mb="md">
          Tell the Stallfront team what went wrong or what you need. Screenshots help.
        </Text>
        <PanelBody>
          <FeedbackForm />
          <SentFeedback />
        </PanelBody>
      </SidePanel>
    </>
  );
}
