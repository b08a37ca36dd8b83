import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SIGN_IN } from '@stallfront/shared/routes';

/** Where any unknown path ends up (spec section 2). */
export default function NotFoundPage() {
  return (
    <Center mih="70dvh">
      <Stack align="center" ta="center" gap="sm">
        <Text fz={72} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" maw={420}>
          The address may be mistyped, or the page has moved. Go back to where you were, or start from sign-in.
        </Text>
        <Button component={Link} to={SIGN_IN} mt="sm">
          Go to sign-in
        </Button>
      </Stack>
    </Center>
  );
}
