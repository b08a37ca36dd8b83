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
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Image, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';

export interface SortableImage {
  url: string;
  alt: string;
}

interface SortableImagesProps {
  images: SortableImage[];
  onChange: (images: SortableImage[]) => void;
  disabled?: boolean;
}

function ImageTile({
  image,
  index,
  onAlt,
  onRemove,
  disabled,
}: {
  image: SortableImage;
  index: number;
  onAlt: (alt: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.url,
    disabled,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
      }}
    >
      {index === 0 && (
        <Badge size="xs" pos="absolute" top={10} left={10} style={{ zIndex: 1 }}>
          Main
        </Badge>
      )}
      <Image
        src={image.url}
        alt={image.alt || `Image ${index + 1}`}
        h={110}
        fit="cover"
        radius="sm"
        fallbackSrc="/placeholder.svg"
      />
      <ActionIcon
        {...attributes}
        {...listeners}
        variant="default"
        size="sm"
        pos="absolute"
        top={10}
        right={40}
        aria-label={`Move image ${index + 1}`}
        style={{ cursor: 'grab', touchAction: 'none' }}
      >
        <IconGripVertical size={14} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        color="red"
        size="sm"
        pos="absolute"
        top={10}
        right={10}
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove image ${index + 1}`}
      >
        <IconTrash size={14} />
      </ActionIcon>
      <TextInput
        mt={6}
        size="xs"
        placeholder="Alt text"
        aria-label={`Alt text of image ${index + 1}`}
        value={image.alt}
        onChange={(e) => onAlt(e.currentTarget.value)}
        disabled={disabled}
      />
    </Paper>
  );
}

/** Images in order, reordered by dragging (mouse, touch or keyboard); the first is the main image. */
export function SortableImages({ images, onChange, disabled }: SortableImagesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = images.findIndex((i) => i.url === active.id);
    const to = images.findIndex((i) => i.url === over.id);
    onChange(arrayMove(images, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={images.map((i) => i.url)} strategy={rectSortingStrategy}>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
          {images.map((image, index) => (
            <ImageTile
              key={image.url}
              image={image}
              index={index}
              disabled={disabled}
              onAlt={(alt) => onChange(images.map((i, n) => (n === index ? { ...i, alt } : i)))}
              onRemove={() => onChange(images.filter((_, n) => n !== index))}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
