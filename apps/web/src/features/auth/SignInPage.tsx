import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AUTH_CALLS } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';
import { SignInForm } from './SignInForm';
import { useStoreSignIn } from './use-sign-in';

/** Store owners and their staff sign in here. */
export default function SignInPage() {
  const signIn = useStoreSignIn((values) => callApi(AUTH_CALLS.storeLogin, values));
  return (
    <>
      <Title order={1} size="h2">
        Sign in to your store
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Owners and staff use the email their account was created with.
      </Text>
      <SignInForm signIn={signIn}>
        <Group justify="space-between">
          <Anchor component={Link} to="/session/forgot-password" size="sm">
            Forgot password?
          </Anchor>
          <Anchor component={Link} to="/branch/signin" size="sm">
            Branch sign-in
          </Anchor>
        </Group>
        <Text size="sm" ta="center">
          New to Stallfront?{' '}
          <Anchor component={Link} to="/session/signup">
            Create a store
          </Anchor>
        </Text>
      </SignInForm>
    </>
  );
}
