import { Anchor, Button, PasswordInput, PinInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_CALLS, updatePwdBody, validateForgotBody } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';
import { EmailInput } from '../../ui/EmailInput';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { useResetTarget } from './reset-target';

type CodeValues = { email: string; code: string };

/** Step two and three of a reset: check the emailed code, then choose a new password. */
export default function ResetPasswordPage() {
  const target = useResetTarget();
  const [checked, setChecked] = useState<CodeValues>();
  return (
    <>
      <Title order={1} size="h2">
        Reset your password
      </Title>
      {checked ? (
        <NewPasswordStep checked={checked} target={target} />
      ) : (
        <CodeStep target={target} onChecked={setChecked} />
      )}
    </>
  );
}

type Target = ReturnType<typeof useResetTarget>;

function CodeStep({ target, onChecked }: { target: Target; onChecked: (values: CodeValues) => void }) {
  const form = useForm<CodeValues>({
    initialValues: { email: target.email, code: '' },
    validate: schemaResolver(validateForgotBody, { sync: true }),
  });
  const check = useMutation({
    mutationFn: (values: CodeValues) =>
      target.isVendor && target.storeId
        ? callApi(AUTH_CALLS.validateVendorForgot, { ...values, store_id: target.storeId })
        : callApi(AUTH_CALLS.validateForgot, values),
    onSuccess: (_response, values) => onChecked(values),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => check.mutate(v, { onError: (e) => showCallError(form, e) }))}>
      <Stack>
        <Text c="dimmed" size="sm">
          Enter the 6-digit code we emailed you.
        </Text>
        <EmailInput {...form.getInputProps('email')} />
        <Stack gap={4}>
          <Text component="label" htmlFor="reset-code" size="sm" fw={500}>
            Code
          </Text>
          <PinInput
            id="reset-code"
            length={6}
            type="number"
            oneTimeCode
            ariaLabel="Reset code"
            {...form.getInputProps('code')}
          />
          {form.errors.code && (
            <Text c="red" size="xs" role="alert">
              {form.errors.code}
            </Text>
          )}
        </Stack>
        <Button type="submit" loading={check.isPending} fullWidth>
          Check the code
        </Button>
        <Anchor component={Link} to={`/session/forgot-password?${target.query(target.email)}`} size="sm" ta="center">
          Send a new code
        </Anchor>
      </Stack>
    </form>
  );
}

function NewPasswordStep({ checked, target }: { checked: CodeValues; target: Target }) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { ...checked, password: '', confirm: '' },
    validate: (values) => ({
      ...schemaResolver(updatePwdBody, { sync: true })(values),
      ...(values.confirm !== values.password ? { confirm: 'The two passwords differ' } : {}),
    }),
  });
  const update = useMutation({
    mutationFn: ({ email, code, password }: typeof form.values) =>
      target.isVendor && target.storeId
        ? callApi(AUTH_CALLS.updateVendorPwd, { email, code, password, store_id: target.storeId })
        : callApi(AUTH_CALLS.updatePwd, { email, code, password }),
    onSuccess: (response) => {
      notifySuccess(response.message);
      navigate(target.signInPath, { replace: true });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => update.mutate(v, { onError: (e) => showCallError(form, e) }))}>
      <Stack>
        <Text c="dimmed" size="sm">
          The code is right. Choose a new password of at least 8 characters.
        </Text>
        <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={update.isPending} fullWidth>
          Save the new password
        </Button>
      </Stack>
    </form>
  );
}
