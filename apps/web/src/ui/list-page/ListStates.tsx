import { Alert, Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import type { EmptyStateContent } from './types';

/** Placeholder rows while the first page loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
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

/** An empty list: the screen's own words, or, when filters hide everything, a way back. */
export function ListEmpty({
  filtered,
  content,
  onClearFilters,
}: {
  filtered: boolean;
  content: EmptyStateContent;
  onClearFilters: () => void;
}) {
  if (filtered) {
    return (
      <EmptyState
        py="xl"
        icon={<IconSearchOff />}
        title="No results for these filters"
        description="Try other words or fewer filters."
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <EmptyState py="xl" title={content.title} description={content.message}>
      {content.action && <EmptyState.Actions>{content.action}</EmptyState.Actions>}
    </EmptyState>
  );
}
