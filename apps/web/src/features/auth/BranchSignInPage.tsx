import { Anchor, Center, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AUTH_CALLS } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';
import { SignInForm } from './SignInForm';
import { useStoreSignIn } from './use-sign-in';

/** A store's branches sign in here to keep their stock and orders. */
export default function BranchSignInPage() {
  const signIn = useStoreSignIn((values) => callApi(AUTH_CALLS.branchLogin, values));
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-teal-light)">
      <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={420}>
        <Title order={1} size="h2">
          Branch sign-in
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          Sign in with the branch email your store owner set up.
        </Text>
        <SignInForm signIn={signIn}>
          <Anchor component={Link} to="/session/signin" size="sm" ta="center">
            Store owner or staff? Sign in here
          </Anchor>
        </SignInForm>
      </Paper>
    </Center>
  );
}
