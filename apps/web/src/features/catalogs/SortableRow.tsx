import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableRowProps {
  id: string;
  /** Names the item on its drag handle: "Move Men". */
  name: string;
  children: ReactNode;
}

/** One row of a sortable list, dragged by its handle only so the row's buttons still click. */
export function SortableRow({ id, name, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      withBorder
      p="xs"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          variant="subtle"
          color="gray"
          aria-label={`Move ${name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        {children}
      </Group>
    </Paper>
  );
}
