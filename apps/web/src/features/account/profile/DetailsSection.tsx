import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import {
  ACCOUNT_PROFILE_CALLS,
  type AccountProfile,
  emailChangeBody,
  emailConfirmBody,
  profileNameBody,
} from '@stallfront/shared/account';
import { callApi } from '../../../api/client';
import { FormSectionCard } from '../../../ui/form-page/FormSectionCard';
import { showCallError } from '../../../ui/form-errors';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { profileKeys } from './profile-queries';

/** The session's copy of the name and email (the header's) is read again after a change. */
const useProfileSaved = () => {
  const queryClient = useQueryClient();
  return (profile?: AccountProfile) => {
    if (profile) queryClient.setQueryData(profileKeys.profile, { status: true, data: profile });
    else void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
    void queryClient.invalidateQueries({ queryKey: ['store', 'details'] });
  };
};

function NameForm({ profile }: { profile: AccountProfile }) {
  const saved = useProfileSaved();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: profile.name },
    validate: zod4Resolver(profileNameBody),
  });
  const save = useMutation({
    mutationFn: (values: { name: string }) => callApi(ACCOUNT_PROFILE_CALLS.rename, values),
    onSuccess: (answer) => {
      saved(answer.data);
      form.resetDirty({ name: answer.data.name });
      notifySuccess('Your name is saved.');
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Name"
          autoComplete="name"
          required
          style={{ flex: '1 1 14rem' }}
          {...form.getInputProps('name')}
        />
        <Button type="submit" variant="default" loading={save.isPending} disabled={!form.isDirty()}>
          Save name
        </Button>
      </Group>
    </form>
  );
}

function EmailChangeForm({ onDone }: { onDone: () => void }) {
  const saved = useProfileSaved();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', current_password: '' },
    validate: zod4Resolver(emailChangeBody),
  });
  const ask = useMutation({
    mutationFn: (values: typeof form.values) => callApi(ACCOUNT_PROFILE_CALLS.changeEmail, values),
    onSuccess: (answer) => {
      saved();
      notifySuccess(answer.message);
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => ask.mutate(values))}>
      <Stack gap="sm">
        <TextInput label="New email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <Group gap="sm">
          <Button type="submit" loading={ask.isPending}>
            Send confirmation code
          </Button>
          <Button variant="subtle" color="gray" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EmailConfirmForm({ pending }: { pending: string }) {
  const saved = useProfileSaved();
  const form = useForm({ mode: 'controlled', initialValues: { code: '' }, validate: zod4Resolver(emailConfirmBody) });
  const confirm = useMutation({
    mutationFn: (values: { code: string }) => callApi(ACCOUNT_PROFILE_CALLS.confirmEmail, values),
    onSuccess: (answer) => {
      saved(answer.data);
      notifySuccess(`Your email is now ${answer.data.email}.`);
    },
    onError: (error) => showCallError(form, error),
  });
  const cancel = useMutation({
    mutationFn: () => callApi(ACCOUNT_PROFILE_CALLS.cancelEmailChange, {}),
    onSuccess: () => saved(),
    onError: (error) => notifyError(error.message),
  });
  return (
    <Alert variant="light" color="blue" title={`Confirm ${pending}`}>
      <form onSubmit={form.onSubmit((values) => confirm.mutate(values))}>
        <Stack gap="sm">
          <Text size="sm">We sent a 6-digit code to {pending}. Your email stays the same until you enter it here.</Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Code from the email"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              style={{ flex: '1 1 10rem' }}
              {...form.getInputProps('code')}
            />
            <Button type="submit" loading={confirm.isPending}>
              Confirm email
            </Button>
            <Button variant="subtle" color="gray" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              Cancel change
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  );
}

/** Name, and an email that changes only once the new address confirms it. */
export function DetailsSection({ profile }: { profile: AccountProfile }) {
  const [changing, setChanging] = useState(false);
  const content = (
    <Stack gap="md">
      <NameForm profile={profile} />
      <div>
        <Text size="sm" fw={500}>
          Email
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Text>
          {!changing && !profile.pending_email && (
            <Button variant="default" size="xs" onClick={() => setChanging(true)}>
              Change email
            </Button>
          )}
        </Group>
      </div>
      {profile.pending_email ? (
        <EmailConfirmForm pending={profile.pending_email} />
      ) : (
        changing && <EmailChangeForm onDone={() => setChanging(false)} />
      )}
    </Stack>
  );
  return (
    <FormSectionCard
      section={{
        id: 'details',
        title: 'Your details',
        description: 'You sign in with this email. A new address must be confirmed before it is used.',
        content,
      }}
    />
  );
}
