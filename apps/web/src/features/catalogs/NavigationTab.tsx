import { closestCorners, DndContext, type DragEndEvent, type DragOverEvent } from '@dnd-kit/core';
import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMenu2, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { Navigation } from '@stallfront/shared/catalogs';
import { useCatalogs } from '../products/product-queries';
import { useNavigations } from './catalog-queries';
import { namedAnnouncements, useSortSensors } from './drag-setup';
import { NavigationItemModal } from './NavigationItemModal';
import {
  addSection,
  containerOf,
  MAX_SECTIONS,
  type Menu,
  moveSection,
  placeItem,
  renameSection,
  sectionDropId,
} from './navigation-order';
import { NavigationSection, type SectionActions } from './NavigationSection';
import { UnsavedNote } from './UnsavedNote';
import { useMenuDraft } from './use-menu-draft';
import { useNavigationConfirms } from './use-navigation-confirms';

let newSectionCount = 0;
const newSectionKey = () => `new-${++newSectionCount}`;

type ItemEditing = { sectionId: string; sectionName: string; item: Navigation | null };

/** The shop's catalog menu: sections of items, arranged here and sent at once by "Save menu". */
export function NavigationTab() {
  const navigations = useNavigations();
  const { data: catalogs = [] } = useCatalogs();
  const { menu, dirty, update, restore, discard, save } = useMenuDraft(navigations.data);
  const [editing, setEditing] = useState<ItemEditing | null>(null);
  const confirms = useNavigationConfirms(update);
  const sensors = useSortSensors();
  const beforeDrag = useRef<Menu | null>(null);

  if (navigations.isPending) return <Skeleton height={240} aria-label="Loading the menu" />;
  if (navigations.isError)
    return (
      <Alert color="red" title="The menu could not be loaded">
        {navigations.error.message}
      </Alert>
    );

  const items = new Map(navigations.data.list.map((n) => [n._id, n]));
  const catalogNames = new Map(catalogs.map((c) => [c._id, c.name]));
  const nameOf = (id: string | number) =>
    items.get(String(id))?.name ?? `section ${menu.find((s) => sectionDropId(s.key) === id)?.name ?? ''}`;
  const sectionName = (sectionId: string) => menu.find((s) => s._id === sectionId)?.name ?? '';
  const blankName = menu.some((s) => !s.name.trim());
  const actions: SectionActions = {
    rename: (key, name) => update((m) => renameSection(m, key, name)),
    move: (key, step) => update((m) => moveSection(m, key, step)),
    remove: confirms.removeSection,
    addItem: (section) => {
      if (section._id) setEditing({ sectionId: section._id, sectionName: section.name, item: null });
    },
    editItem: (item) => setEditing({ sectionId: item.section_id, sectionName: sectionName(item.section_id), item }),
    deleteItem: confirms.deleteItem,
  };
  // While dragging over another section the item joins it at once, so the list makes room where it will land.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const [from, to] = [String(active.id), String(over.id)];
    update((m) => (containerOf(m, from) === containerOf(m, to) ? m : placeItem(m, from, to)));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    beforeDrag.current = null;
    if (over) update((m) => placeItem(m, String(active.id), String(over.id)));
  };
  const onDragCancel = () => {
    if (beforeDrag.current) restore(beforeDrag.current);
    beforeDrag.current = null;
  };

  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        Drag items by their handles to reorder them or move them to another section (Space and the arrow keys work too).
        Items are saved as you add or change them; the order and the sections are saved with “Save menu”.
      </Text>
      {menu.length === 0 && (
        <EmptyState
          py="lg"
          icon={<IconMenu2 />}
          title="Your menu has no sections yet"
          description="Add a section, then its items."
        />
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={() => {
          beforeDrag.current = menu;
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements: namedAnnouncements(nameOf) }}
      >
        {menu.map((section, index) => (
          <NavigationSection
            key={section.key}
            section={section}
            index={index}
            count={menu.length}
            items={items}
            catalogNames={catalogNames}
            actions={actions}
          />
        ))}
      </DndContext>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={menu.length >= MAX_SECTIONS}
          onClick={() => update((m) => addSection(m, newSectionKey(), 'New Section'))}
        >
          Add section
        </Button>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!dirty || blankName}>
          Save menu
        </Button>
        {dirty && (
          <Button variant="subtle" color="gray" onClick={discard}>
            Discard changes
          </Button>
        )}
        {dirty && <UnsavedNote />}
      </Group>
      {editing && <NavigationItemModal {...editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
