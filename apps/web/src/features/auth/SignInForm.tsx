import { Button, type ButtonProps, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { storeLoginBody } from '@stallfront/shared/auth';
import { EmailInput } from '../../ui/EmailInput';
import { FormAlert } from '../../ui/FormAlert';
import { showCallError } from '../../ui/form-errors';
import type { SignInValues } from './use-sign-in';

interface SignInFormProps {
  signIn: UseMutationResult<unknown, Error, SignInValues>;
  submitLabel?: string;
  buttonProps?: ButtonProps & { style?: React.CSSProperties };
  /** Links under the button (forgot password, sign up...). */
  children?: ReactNode;
}

/** Email and password, checked with the same schema the server uses; a refusal shows on its field or under the form. */
export function SignInForm({ signIn, submitLabel = 'Sign in', buttonProps, children }: SignInFormProps) {
  const form = useForm<SignInValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(storeLoginBody, { sync: true }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    signIn.mutate(values, { onError: (error) => showCallError(form, error, { showUnplaced: setRefusal }) });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailInput autoComplete="username" key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <FormAlert message={refusal} />
        <Button type="submit" fullWidth loading={signIn.isPending} {...buttonProps}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
