import { Button, Group, Paper, Text } from '@mantine/core';
import type { BulkAction } from './types';

interface BulkBarProps {
  count: number;
  actions: readonly BulkAction[];
  running?: BulkAction;
  onRun: (action: BulkAction) => void;
  onClear: () => void;
}

/** Shown while rows are selected: how many, what can be done to them, and a way out. */
export function BulkBar({ count, actions, running, onRun, onClear }: BulkBarProps) {
  return (
    <Paper withBorder p="xs" px="sm" bg="var(--mantine-primary-color-light)" role="region" aria-label="Bulk actions">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {count} selected
        </Text>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action.label}
              size="xs"
              color={action.color}
              leftSection={action.icon}
              loading={running === action}
              disabled={running !== undefined && running !== action}
              onClick={() => onRun(action)}
            >
              {action.label}
            </Button>
          ))}
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
