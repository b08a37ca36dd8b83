import { DndContext, type DragEndEvent, closestCenter } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOG_CALLS } from '@stallfront/shared/catalogs';
import { callApi } from '../../api/client';
import { type ReportDirty, useReportDirty } from '../../ui/LeaveGuard';
import { notifyError, notifySuccess } from '../../ui/notify';
import { catalogKeys, useCatalogs } from '../products/product-queries';
import { CatalogStatusBadge, CatalogThumb } from './catalog-display';
import { namedAnnouncements, useSortSensors } from './drag-setup';
import { HIGHLIGHT_LIMIT, addId, highlightedIds, moveId, sameOrder } from './highlight-order';
import { HighlightsReadOnly } from './HighlightsReadOnly';
import { SortableRow } from './SortableRow';
import { UnsavedNote } from './UnsavedNote';

/** The catalogs the shop front highlights, in order: dragged into place, added, removed, then saved at once. */
export function HighlightsTab({ canManage, reportDirty }: { canManage: boolean; reportDirty: ReportDirty }) {
  const queryClient = useQueryClient();
  const catalogs = useCatalogs();
  const sensors = useSortSensors();
  const [draft, setDraft] = useState<string[] | null>(null);
  const byId = new Map((catalogs.data ?? []).map((c) => [c._id, c]));
  const saved = highlightedIds(catalogs.data ?? []);
  // A catalog deleted meanwhile drops out of the draft.
  const ids = (draft ?? saved).filter((id) => byId.has(id));
  const dirty = !sameOrder(ids, saved);
  useReportDirty(reportDirty, 'highlights', dirty);
  const save = useMutation({
    mutationFn: () => callApi(CATALOG_CALLS.highlights, { ids }),
    onSuccess: ({ list }) => {
      queryClient.setQueryData(catalogKeys.list(), list);
      setDraft(null);
      notifySuccess('Highlights saved.');
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
    onError: (error) => notifyError(error.message),
  });

  if (catalogs.isPending) return <Skeleton height={160} aria-label="Loading highlights" />;
  if (catalogs.isError) return <Alert color="red">{catalogs.error.message}</Alert>;
  const nameOf = (id: string | number) => byId.get(String(id))?.name ?? 'catalog';
  if (!canManage) return <HighlightsReadOnly catalogs={ids.flatMap((id) => byId.get(id) ?? [])} />;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) setDraft(moveId(ids, String(active.id), String(over.id)));
  };
  const addable = (catalogs.data ?? []).filter((c) => !ids.includes(c._id));
  const full = ids.length >= HIGHLIGHT_LIMIT;

  return (
    <Stack gap="md" maw={640}>
      <Text size="sm" c="dimmed">
        Up to {HIGHLIGHT_LIMIT} catalogs, shown in this order on the shop front. Drag the handles, or focus one and use
        Space and the arrow keys.
      </Text>
      {ids.length === 0 && <Text size="sm">No catalogs are highlighted yet. Add one below.</Text>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: namedAnnouncements(nameOf) }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" role="list" aria-label="Highlighted catalogs">
            {ids.map((id, index) => {
              const catalog = byId.get(id);
              if (!catalog) return null;
              return (
                <SortableRow key={id} id={id} name={catalog.name}>
                  <Text size="sm" c="dimmed" w={20} ta="right">
                    {index + 1}
                  </Text>
                  <CatalogThumb catalog={catalog} size={32} />
                  <Text size="sm" fw={500} style={{ flex: 1 }}>
                    {catalog.name}
                  </Text>
                  {catalog.status === 'hidden' && <CatalogStatusBadge status="hidden" />}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${catalog.name}`}
                    onClick={() => setDraft(ids.filter((other) => other !== id))}
                  >
                    Remove
                  </Button>
                </SortableRow>
              );
            })}
          </Stack>
        </SortableContext>
      </DndContext>
      <Select
        label="Add a catalog"
        placeholder={full ? `At most ${HIGHLIGHT_LIMIT} catalogs` : 'Choose a catalog to highlight'}
        data={addable.map((c) => ({ value: c._id, label: c.name }))}
        value={null}
        onChange={(id) => id && setDraft(addId(ids, id))}
        disabled={full || addable.length === 0}
        searchable
        nothingFoundMessage="No catalog by that name"
      />
      <Group gap="sm">
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!dirty}>
          Save highlights
        </Button>
        {dirty && (
          <Button variant="subtle" color="gray" onClick={() => setDraft(null)}>
            Discard changes
          </Button>
        )}
        {dirty && <UnsavedNote />}
      </Group>
    </Stack>
  );
}
