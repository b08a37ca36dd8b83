import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../current-route';
import { REDIRECT_PATH_KEY } from '../../session/storage-keys';

/** The phone's second header: the screen's title and a back arrow to the stored redirect path, else history. */
export function MobileSubHeader() {
  const navigate = useNavigate();
  const route = useCurrentRoute();
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
    <Group gap="xs" mb="md" wrap="nowrap" data-testid="mobile-subheader">
      <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={back}>
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      <Title order={2} size="h4" lineClamp={1} aria-hidden>
        {route?.label}
      </Title>
    </Group>
  );
}
