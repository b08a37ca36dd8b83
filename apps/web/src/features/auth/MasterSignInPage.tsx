import { Text, Title } from '@mantine/core';
import { SignInForm } from './SignInForm';
import { useMasterSignIn } from './use-sign-in';

/** The platform administrator's sign-in. */
export default function MasterSignInPage() {
  const signIn = useMasterSignIn();
  return (
    <>
      <Title order={1} size="h2">
        Platform admin
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Sign in to manage clients, packages and the app store.
      </Text>
      <SignInForm signIn={signIn} />
    </>
  );
}
