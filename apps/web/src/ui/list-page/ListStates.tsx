import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Placeholder rows the height of the table's rows while the first page loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap={0} aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Group
          key={i}
          gap="sm"
          wrap="nowrap"
          h={44}
          px="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Skeleton height={28} width={28} radius="sm" />
          <Skeleton height={12} width={`${40 - (i % 3) * 8}%`} radius="sm" />
          <Skeleton height={12} width="15%" radius="sm" ml="auto" />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A list screen whose columns or filters come from data still on its way (a store's vendors):
 * its title and skeleton, so the list's first fetch already carries a filter the URL names.
 */
export function ListPageLoading({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <ListSkeleton />
    </Stack>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="The list could not be loaded">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button size="xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
