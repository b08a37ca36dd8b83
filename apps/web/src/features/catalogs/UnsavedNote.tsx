import { Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Shown next to a Save button while the order on screen is not the saved one. */
export function UnsavedNote() {
  return (
    <Group gap={4} c="orange.7" role="status">
      <IconAlertCircle size={16} aria-hidden />
      <Text size="sm">Unsaved changes</Text>
    </Group>
  );
}
