import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { EmptyStateContent } from './types';

/** An empty list: the screen's own words, or, when filters hide everything, a way back. */
export default function ListEmpty({
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
