import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SidePanel } from '../../ui/SidePanel';
import { IconMessageReport } from '@tabler/icons-react';
import { FeedbackForm } from './FeedbackForm';

/** The header's feedback icon; opens the feedback form on the right. */
export default function FeedbackButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label="Send feedback">
        <ActionIcon variant="default" size="lg" aria-label="Send feedback" onClick={open}>
          <IconMessageReport size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <SidePanel opened={opened} onClose={close} title="Send feedback">
        <Text size="sm" c="dimmed" mb="md">
          Tell the Stallfront team what went wrong or what you need. Screenshots help.
        </Text>
        <FeedbackForm />
      </SidePanel>
    </>
  );
}
