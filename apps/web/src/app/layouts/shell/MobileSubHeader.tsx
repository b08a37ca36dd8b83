import { ActionIcon, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { REDIRECT_PATH_KEY } from '../../session/storage-keys';

/**
 * The phone's second header: a back arrow to the stored redirect path, else history. It does not repeat
 * the screen's heading, which follows right below it, so the screen starts higher.
 */
export function MobileSubHeader() {
  const navigate = useNavigate();
  const back = () => {
    const stored = sessionStorage.getItem(REDIRECT_PATH_KEY);
    if (stored) {
      sessionStorage.removeItem(REDIRECT_PATH_KEY);
      navigate(stored);
    } else {
      navigate(-1);
    }
  };
  return (
    <Group gap="xs" mb={4} mt={-8} ml={-8} wrap="nowrap" data-testid="mobile-subheader">
      <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={back}>
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
