import { Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useMayCall } from '../../app/session/use-may-call';
import { type AnyListFilter, dateColumn, type ListColumn, ListPage } from '../list-page';
import { textColumn, twoLineColumn } from '../list-page/columns';
import { useIsPhone } from '../list-page/use-is-phone';
import { Drawer } from '../overlays';
import { placesText } from '../shown-on';
import { deleteAction } from './delete-action';
import { ResourceForm } from './ResourceForm';
import type { SimpleResource } from '@stallfront/shared/product-extras';
import type { ItemOf, ResourceItem, ResourcePageProps } from './types';

type SortKey = 'name' | 'created' | 'updated';
const SORTS = [
  { value: 'name', label: 'Name A–Z', direction: 'asc' },
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'updated', label: 'Recently changed', direction: 'desc' },
] as const;

/** Where a thing shows, in a few words: "3 products · 1 catalog". */
export const shownOn = (item: ResourceItem) =>
  placesText(item.product_ids?.length ?? 0, item.catalog_ids?.length ?? 0, 'Not attached');

/**
 * A simple resource's whole screen from its shared declaration: the list (search, sorts,
 * count, bulk delete), and a drawer to add or change one with the form its schema checks.
 * Those who may only read see the list alone.
 */
export function ResourcePage<R extends SimpleResource, Item extends ItemOf<R> = ItemOf<R>>(
  props: ResourcePageProps<Item> & { resource: R },
) {
  const { resource, title, summary } = props;
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const mayWrite = useMayCall(resource.access.write);
  const isPhone = useIsPhone();
  const remove = deleteAction(resource);
  // Picked products that are the thing's own content (a collection's) are told by its summary, not as where it shows.
  const showsWhereAttached = resource.attach.length > 0 && !props.productPicker;
  const nameColumn: ListColumn<Item, SortKey> = {
    ...(summary
      ? twoLineColumn<Item>('name', resource.nameLabel, (item) => ({ primary: item.name, secondary: summary(item) }))
      : textColumn<Item>('name', resource.nameLabel, (item) => item.name, { strong: true })),
    sortKey: 'name',
  };
  const attachedColumn: ListColumn<Item, SortKey> = { id: 'shown_on', header: 'Shown on', cell: shownOn };
  const changedColumn = dateColumn<'updated_on', Item, SortKey>('updated_on', 'Changed', { sortKey: 'updated' });
  const previewColumn: ListColumn<Item, SortKey>[] = props.preview
    ? [{ id: 'preview', header: props.preview.header, cell: props.preview.cell }]
    : [];
  const columns = [
    nameColumn,
    ...previewColumn,
    ...((props.columns ?? []) as ListColumn<Item, SortKey>[]),
    ...(showsWhereAttached ? [attachedColumn] : []),
    changedColumn,
  ];

  return (
    <>
      <ListPage<Item, SortKey, AnyListFilter>
        title={title}
        queryKey={[resource.plural, 'list']}
        filters={props.filters}
        fetchPage={async (request, signal) =>
          (await callApi(resource.calls.list, request, { signal })) as { list: Item[]; next_cursor: string | null }
        }
        fetchCount={(params, signal) => callApi(resource.calls.count, params, { signal })}
        countLabel={(n) => countOf(n, resource.noun, resource.plural)}
        rowKey={(item) => item._id}
        rowLabel={(item) => item.name}
        columns={columns}
        sorts={SORTS}
        defaultSort={{ sort: 'name', direction: 'asc' }}
        searchPlaceholder={`Search ${resource.plural}`}
        onRowClick={mayWrite ? setEditing : undefined}
        primaryAction={
          mayWrite
            ? { label: `Add ${resource.noun}`, icon: <IconPlus size={16} />, onClick: () => setEditing(null) }
            : undefined
        }
        secondaryActions={props.secondaryActions}
        bulkActions={mayWrite ? [remove] : []}
        rowActions={
          mayWrite
            ? [
                { label: 'Edit', icon: <IconPencil size={16} />, onClick: setEditing },
                { ...remove, run: (item) => remove.run([item._id]) },
              ]
            : []
        }
        emptyState={props.emptyState}
        mobileCard={(item) => (
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap">
              {props.preview?.cell(item)}
              <Text fw={500}>{item.name}</Text>
            </Group>
            {summary && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {summary(item)}
              </Text>
            )}
            {showsWhereAttached && (
              <Text size="xs" c="dimmed">
                {shownOn(item)}
              </Text>
            )}
            {/* The page's own columns (a page's status) are as much the row's on a phone. */}
            {props.columns?.length ? (
              <Group gap="xs">
                {props.columns.map((column) => (
                  <span key={column.id}>{column.cell(item)}</span>
                ))}
              </Group>
            ) : null}
          </Stack>
        )}
      />
      <Drawer
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        position="right"
        size={isPhone ? '100%' : props.wideForm ? 'xl' : 'md'}
        title={editing ? `Edit ${editing.name}` : `Add ${resource.noun}`}
      >
        {editing !== undefined && (
          <ResourceForm
            key={editing?._id ?? 'new'}
            resource={resource}
            fields={props.fields}
            blank={props.blank}
            productPicker={props.productPicker}
            item={editing}
            onDone={() => setEditing(undefined)}
          />
        )}
      </Drawer>
    </>
  );
}
