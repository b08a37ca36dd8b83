import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Stack } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableListProps {
  /** One per row, stable while a drag lasts (a row's place in its list will do). */
  ids: string[];
  /** The handle's name for row i: "Move Summer". */
  handleLabel: (i: number) => string;
  onMove: (from: number, to: number) => void;
  /** Row i, given the handle to put where it belongs. */
  children: (i: number, handle: ReactNode) => ReactNode;
}

function SortableRow({ id, label, render }: { id: string; label: string; render: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <ActionIcon
      {...attributes}
      {...listeners}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      {render(handle)}
    </Box>
  );
}

/** Rows reordered by dragging their handle (mouse, touch, or the keyboard: Space, the arrows, Space). */
export function SortableList({ ids, handleLabel, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs">
          {ids.map((id, i) => (
            <SortableRow key={id} id={id} label={handleLabel(i)} render={(handle) => children(i, handle)} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
