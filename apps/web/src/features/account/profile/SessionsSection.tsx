import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PROFILE_CALLS, type AccountSession } from '@stallfront/shared/account';
import { callApi } from '../../../api/client';
import { momentOf } from '../../../ui/dates';
import { FormSectionCard } from '../../../ui/form-page/FormSectionCard';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { profileKeys, useSessions } from './profile-queries';

const PHONE_WORDS = /iOS|Android|iPhone|iPad/;

function SessionRow({ session }: { session: AccountSession }) {
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => callApi(ACCOUNT_PROFILE_CALLS.signOutSession, { session_id: session._id }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
    onError: (error) => notifyError(error.message),
  });
  const Icon = session.phone_app || PHONE_WORDS.test(session.device) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Paper withBorder p="sm" data-session={session._id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Icon size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {session.device}
              </Text>
              {session.current && (
                <Badge size="sm" color="teal" variant="light">
                  This device
                </Badge>
              )}
              {session.phone_app && (
                <Badge size="sm" variant="light">
                  Phone app
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Signed in {momentOf(session.created_at)}
              {session.ip ? ` · ${session.ip}` : ''}
            </Text>
          </div>
        </Group>
        {!session.current && (
          <Button
            size="xs"
            variant="default"
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
            aria-label={`Sign out ${session.device}, signed in ${momentOf(session.created_at)}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Where you are signed in, this device first; any other can be signed out. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const others = useMutation({
    mutationFn: () => callApi(ACCOUNT_PROFILE_CALLS.signOutOthers, undefined),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
    onError: (error) => notifyError(error.message),
  });
  const list = [...(sessions.data?.list ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const content = sessions.error ? (
    <Text size="sm" c="red">
      {sessions.error.message}
    </Text>
  ) : !sessions.data ? (
    <Skeleton h={120} />
  ) : (
    <Stack gap="sm">
      {list.map((session) => (
        <SessionRow key={session._id} session={session} />
      ))}
      {list.length > 1 && (
        <div>
          <Button variant="light" color="red" loading={others.isPending} onClick={() => others.mutate()}>
            Sign out everywhere else
          </Button>
        </div>
      )}
    </Stack>
  );
  return (
    <FormSectionCard
      section={{
        id: 'sessions',
        title: 'Where you are signed in',
        description: 'Sign out a device you no longer use or do not recognise; its next step asks it to sign in again.',
        content,
      }}
    />
  );
}
