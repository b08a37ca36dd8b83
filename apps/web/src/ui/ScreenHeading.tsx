import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A hand-built screen's h1, what the screen is for in one line, and its one "add" action on the
 * right (below the title on a phone). ListPage and FormPage draw their own.
 */
export function ScreenHeading({
  title,
  description,
  add,
}: {
  title: string;
  description?: ReactNode;
  add?: { label: string; onClick: () => void };
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {add && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add.onClick}>
          {add.label}
        </Button>
      )}
    </Group>
  );
}
