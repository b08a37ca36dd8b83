import { Alert, Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../api/api-error';

/** A detail page (an order, a customer) while its row loads. */
export function DetailLoading() {
  return (
    <Stack>
      <Skeleton h={36} w={240} />
      <Skeleton h={240} />
    </Stack>
  );
}

/** A detail page whose row could not be read: gone (a bad or another store's id), or another failure; a way back. */
export function DetailLoadFailed({
  noun,
  error,
  back,
}: {
  noun: string;
  error: Error;
  back: { to: string; label: string };
}) {
  const gone = error instanceof ApiError && [400, 404].includes(error.status);
  const lower = noun.toLowerCase();
  return (
    <Stack>
      <Title order={1} size="h2">
        {noun}
      </Title>
      <Alert color="red" title={gone ? `${noun} not found` : `The ${lower} could not be loaded`}>
        {gone ? `This ${lower} does not exist in your store.` : error.message}
      </Alert>
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
    </Stack>
  );
}
