import { closestCorners, DndContext, type DragEndEvent, type DragOverEvent } from '@dnd-kit/core';
import { Alert, Button, EmptyState, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconMenu2, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Navigation } from '@stallfront/shared/catalogs';
import { type ReportDirty, useReportDirty } from '../../ui/LeaveGuard';
import { useCatalogs } from '../products/product-queries';
import { useNavigations } from './catalog-queries';
import { namedAnnouncements, useSortSensors } from './drag-setup';
import { NavigationItemModal } from './NavigationItemModal';
import {
  addSection,
  containerOf,
  MAX_SECTIONS,
  moveSection,
  placeItem,
  renameSection,
  sectionDropId,
} from './navigation-order';
import { NavigationSection, type SectionActions } from './NavigationSection';
import { useMenuEditor } from './use-menu-editor';
import { useNavigationConfirms } from './use-navigation-confirms';

let newSectionCount = 0;
const newSectionKey = () => `new-${++newSectionCount}`;

type ItemEditing = { sectionId: string; sectionName: string; item: Navigation | null };

/** The shop's catalog menu: sections of items, each change saved as it is made. */
export function NavigationTab({ reportDirty }: { reportDirty: ReportDirty }) {
  const navigations = useNavigations();
  const { data: catalogs = [] } = useCatalogs();
  const { menu, saving, commit, preview, restore } = useMenuEditor(navigations.data);
  const [editing, setEditing] = useState<ItemEditing | null>(null);
  const confirms = useNavigationConfirms(commit);
  const sensors = useSortSensors();
  // Leaving while a change is on its way asks first: the change is not lost, but it is not saved yet.
  useReportDirty(reportDirty, 'navigation', saving);

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
  const actions: SectionActions = {
    rename: (key, name) => commit((m) => renameSection(m, key, name)),
    move: (key, step) => commit((m) => moveSection(m, key, step)),
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
    preview((m) => (containerOf(m, from) === containerOf(m, to) ? m : placeItem(m, from, to)));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) commit((m) => placeItem(m, String(active.id), String(over.id)));
    else restore(null);
  };
  const onDragCancel = () => {
    restore(null);
  };

  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        Drag items by their handles to reorder them or move them to another section (Space and the arrow keys work too).
        Every change is saved as you make it.
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
            busy={saving}
          />
        ))}
      </DndContext>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={menu.length >= MAX_SECTIONS || saving}
          onClick={() => commit((m) => addSection(m, newSectionKey(), 'New Section'))}
        >
          Add section
        </Button>
        {saving && (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Saving…
            </Text>
          </Group>
        )}
      </Group>
      {editing && <NavigationItemModal {...editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
