import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { AUTH_CALLS, forgotRequestBody } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';
import { EmailInput } from '../../ui/EmailInput';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { useResetTarget } from './reset-target';

/** Step one of a reset: email a 6-digit code. */
export default function ForgotPasswordPage() {
  const target = useResetTarget();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: target.email },
    validate: schemaResolver(forgotRequestBody, { sync: true }),
  });
  const request = useMutation({
    mutationFn: ({ email }: { email: string }) =>
      target.isVendor && target.storeId
        ? callApi(AUTH_CALLS.vendorForgotRequest, { email, store_id: target.storeId })
        : callApi(AUTH_CALLS.forgotRequest, { email }),
    onSuccess: (response, { email }) => {
      notifySuccess(response.message);
      navigate(`/session/reset-password?${target.query(email)}`);
    },
  });
  return (
    <>
      <Title order={1} size="h2">
        Forgot your password?
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Enter your account email. We will send a 6-digit code that works for 15 minutes.
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => request.mutate(values, { onError: (e) => showCallError(form, e) }))}
      >
        <Stack>
          <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
          <Button type="submit" loading={request.isPending} fullWidth>
            Send the code
          </Button>
          <Anchor component={Link} to={target.signInPath} size="sm" ta="center">
            Back to sign-in
          </Anchor>
        </Stack>
      </form>
    </>
  );
}
