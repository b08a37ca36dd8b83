import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Mouse, touch and pen through pointer events (a short move starts a drag, so taps still click), and the keyboard. */
export function useSortSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Screen reader messages that name the items instead of reading out their ids. */
export function namedAnnouncements(nameOf: (id: UniqueIdentifier) => string): Announcements {
  const over = (id: UniqueIdentifier | undefined) => (id === undefined ? '' : ` over ${nameOf(id)}`);
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over: target }) => `${nameOf(active.id)} moved${over(target?.id)}.`,
    onDragEnd: ({ active, over: target }) => `${nameOf(active.id)} dropped${over(target?.id)}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}
