import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useNavigate, useParams } from 'react-router';
import { accessContextOf, landingPathFor } from '@stallfront/shared/routes';
import { acceptInviteBody, STAFF_INVITE_CALLS } from '@stallfront/shared/staff';
import { callApi } from '../../../api/client';
import { saveStoreSignIn } from '../../../app/session/session-store';
import { showCallError } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';

/** /session/accept-invite/:token: the invited staff member chooses a name and password, and is signed in. */
export default function AcceptInvitePage() {
  const { token = '' } = useParams();
  const details = useQuery({
    queryKey: ['invite', token],
    queryFn: ({ signal }) => callApi(STAFF_INVITE_CALLS.inviteDetails, { token }, { signal }),
    retry: false,
  });
  return (
    <>
      <Title order={1} size="h2">
        Join {details.data ? details.data.data.store_name : 'the store'}
      </Title>
      {details.error ? (
        <Stack>
          <Alert color="red" title="This invite cannot be used">
            {details.error.message.replace(/^token: /, '')}
          </Alert>
          <Anchor component={Link} to="/session/signin" size="sm">
            Go to sign in
          </Anchor>
        </Stack>
      ) : details.data ? (
        <AcceptForm token={token} email={details.data.data.email} name={details.data.data.name} />
      ) : (
        <Text c="dimmed">Checking your invite…</Text>
      )}
    </>
  );
}

function AcceptForm({ token, email, name }: { token: string; email: string; name: string }) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { token, name, password: '', confirm: '' },
    validate: (values) => ({
      ...zod4Resolver(acceptInviteBody)(values),
      ...(values.confirm !== values.password ? { confirm: 'The two passwords differ' } : {}),
    }),
  });
  const accept = useMutation({
    mutationFn: ({ confirm: _confirm, ...body }: typeof form.values) => callApi(STAFF_INVITE_CALLS.acceptInvite, body),
    onSuccess: (response) => {
      saveStoreSignIn(response);
      notifySuccess(response.message);
      navigate(landingPathFor(accessContextOf(response.data)), { replace: true });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => accept.mutate(v, { onError: (e) => showCallError(form, e) }))}>
      <Stack>
        <Text c="dimmed" size="sm">
          You are invited as staff with {email}. Choose the name others see and a password of at least 8 characters.
        </Text>
        <TextInput label="Your name" required autoComplete="name" {...form.getInputProps('name')} />
        <PasswordInput label="Password" required autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Repeat the password"
          required
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={accept.isPending} fullWidth>
          Join and sign in
        </Button>
      </Stack>
    </form>
  );
}
