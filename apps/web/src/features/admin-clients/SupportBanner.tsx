import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { STORE_CALLS } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';
import { leaveEndedStoreSession } from '../../app/session/leave-for-sign-in';
import { useSession } from '../../app/session/use-session';

/** Shown while a platform admin is signed in as the store's owner (admin clients): who, and until when. */
export default function SupportBanner() {
  const { store } = useSession();
  const support = store?.support;
  if (!store || !support) return null;
  // Back to the clients with the admin's own session (the live socket may hear the end first).
  const end = async () => {
    await callApi(STORE_CALLS.logout, undefined).catch(() => undefined);
    leaveEndedStoreSession();
  };
  const until = new Date(support.expires_on).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return (
    <Alert color="orange" variant="filled" mb="md" icon={<IconLifebuoy size={18} aria-hidden />} role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Signed in by support as {store.data.login_email} ({support.admin_name}) until {until}
        </Text>
        <Button size="xs" variant="white" color="orange" onClick={() => void end()}>
          End support session
        </Button>
      </Group>
    </Alert>
  );
}
