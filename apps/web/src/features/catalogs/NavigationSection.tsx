import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Navigation } from '@stallfront/shared/catalogs';
import { targetText } from './navigation-item-form';
import { type MenuSection, sectionDropId } from './navigation-order';
import { SortableRow } from './SortableRow';

export interface SectionActions {
  rename: (key: string, name: string) => void;
  move: (key: string, step: -1 | 1) => void;
  remove: (section: MenuSection) => void;
  addItem: (section: MenuSection) => void;
  editItem: (item: Navigation) => void;
  deleteItem: (item: Navigation) => void;
}

interface NavigationSectionProps {
  section: MenuSection;
  index: number;
  count: number;
  items: ReadonlyMap<string, Navigation>;
  catalogNames: ReadonlyMap<string, string>;
  actions: SectionActions;
  /** A change is being saved: the next waits for it. */
  busy: boolean;
}

/** One menu section: its name edited in place, moved up or down, and its items sorted by dragging. */
export function NavigationSection({
  section,
  index,
  count,
  items,
  catalogNames,
  actions,
  busy,
}: NavigationSectionProps) {
  // The whole item area takes drops, so an item can be dragged into an empty section.
  const { setNodeRef, isOver } = useDroppable({ id: sectionDropId(section.key) });
  const label = section.name.trim() || `Section ${index + 1}`;
  return (
    <Paper withBorder p="md" component="section" aria-label={`Section ${label}`}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <SectionNameInput
            label={`Section ${index + 1} name`}
            name={section.name}
            onRename={(name) => actions.rename(section.key, name)}
          />
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={`Move section ${label} up`}
            disabled={index === 0 || busy}
            onClick={() => actions.move(section.key, -1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={`Move section ${label} down`}
            disabled={index === count - 1 || busy}
            onClick={() => actions.move(section.key, 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            color="red"
            size="input-sm"
            aria-label={`Remove section ${label}`}
            disabled={busy}
            onClick={() => actions.remove(section)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Box
          ref={setNodeRef}
          mih={56}
          p={4}
          bg={isOver ? 'var(--mantine-primary-color-light)' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <SortableContext id={section.key} items={section.itemIds} strategy={verticalListSortingStrategy}>
            <Stack gap="xs" role="list" aria-label={`Items of ${label}`}>
              {section.itemIds.map((id) => {
                const item = items.get(id);
                if (!item) return null;
                return (
                  <SortableRow key={id} id={id} name={item.name}>
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={500}>
                        {item.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {targetText(item, catalogNames)}
                      </Text>
                    </Stack>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit item ${item.name}`}
                      onClick={() => actions.editItem(item)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete item ${item.name}`}
                      onClick={() => actions.deleteItem(item)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </SortableRow>
                );
              })}
            </Stack>
          </SortableContext>
          {section.itemIds.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="sm">
              No items yet. Add one, or drag one here.
            </Text>
          )}
        </Box>
        <Group gap="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!section._id}
            aria-label={`Add item to ${label}`}
            onClick={() => actions.addItem(section)}
          >
            Add item
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The section's name, saved when the field is left or Enter pressed; a blank name goes back to the saved one. */
function SectionNameInput({
  label,
  name,
  onRename,
}: {
  label: string;
  name: string;
  onRename: (name: string) => void;
}) {
  const [typed, setTyped] = useState(name);
  useEffect(() => setTyped(name), [name]);
  const commit = () => {
    if (!typed.trim()) setTyped(name);
    else if (typed.trim() !== name) onRename(typed.trim());
  };
  return (
    <TextInput
      aria-label={label}
      placeholder="Section name"
      value={typed}
      onChange={(e) => setTyped(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      error={typed.trim() ? undefined : 'A section needs a name'}
      maxLength={80}
      style={{ flex: 1 }}
    />
  );
}
