import { Group, Text } from '@mantine/core';
import { IconArrowsJoin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TAG_CALLS, type ProductTagItem } from '@stallfront/shared/product-extras';
import { countOf, PRODUCT_TAG_ACCESS } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useMayCall } from '../../app/session/use-may-call';
import { type BulkAction, type ListColumn, ListPage } from '../../ui/list-page';
import { textColumn } from '../../ui/list-page/columns';
import { productKeys } from '../products/product-queries';

type SortKey = 'name' | 'products';
const SORTS = [
  { value: 'name', label: 'Name A–Z', direction: 'asc' },
  { value: 'products', label: 'Most used', direction: 'desc' },
] as const;
const TAG_NAME = { label: 'New name', maxLength: 40, oneLine: true } as const;

const COLUMNS: ListColumn<ProductTagItem, SortKey>[] = [
  { ...textColumn<ProductTagItem>('name', 'Tag', (tag) => tag.name, { strong: true }), sortKey: 'name' },
  { id: 'products', header: 'Products', cell: (tag) => countOf(tag.products, 'product'), sortKey: 'products' },
];

/**
 * /product-extras/product-tags: the tags the store's products carry, with how many carry each;
 * renaming, merging or deleting one changes every product that has it.
 */
export default function ProductTagsPage() {
  const mayWrite = useMayCall(PRODUCT_TAG_ACCESS.write);
  const queryClient = useQueryClient();
  // The products' own pages and lists show tags: read them again after a change.
  const changed = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
    return message;
  };
  const rename = async (names: string[], to = '') =>
    changed((await callApi(PRODUCT_TAG_CALLS.rename, { names, to })).message);
  const remove = async (names: string[]) => changed((await callApi(PRODUCT_TAG_CALLS.remove, { names })).message);

  const merge: BulkAction = {
    label: 'Merge',
    icon: <IconArrowsJoin size={16} />,
    confirm: {
      title: 'Merge tags',
      message: (n) => `Every product with one of the ${n} tags gets the one name below instead.`,
      input: { ...TAG_NAME, label: 'Merge into' },
    },
    run: rename,
  };
  const deleteTags: BulkAction = {
    label: 'Delete',
    color: 'red',
    icon: <IconTrash size={16} />,
    confirm: {
      title: 'Delete tags?',
      message: (n) => `${countOf(n, 'tag')} will be taken off every product that has them. The products stay.`,
    },
    run: remove,
  };

  return (
    <ListPage<ProductTagItem, SortKey>
      title="Product tags"
      queryKey={['product tags', 'list']}
      fetchPage={(request, signal) => callApi(PRODUCT_TAG_CALLS.list, request, { signal })}
      fetchCount={(params, signal) => callApi(PRODUCT_TAG_CALLS.count, params, { signal })}
      countLabel={(n) => countOf(n, 'tag')}
      rowKey={(tag) => tag.name}
      rowLabel={(tag) => tag.name}
      columns={COLUMNS}
      sorts={SORTS}
      defaultSort={{ sort: 'name', direction: 'asc' }}
      searchPlaceholder="Search tags"
      bulkActions={mayWrite ? [merge, deleteTags] : []}
      rowActions={
        mayWrite
          ? [
              {
                label: 'Rename',
                icon: <IconPencil size={16} />,
                confirm: (tag) => ({
                  title: `Rename “${tag.name}”`,
                  message: `Every product tagged “${tag.name}” gets the new name; a name already in use merges the two.`,
                  confirmLabel: 'Rename',
                  input: { ...TAG_NAME, initial: tag.name },
                }),
                run: (tag, to) => rename([tag.name], to),
              },
              { ...deleteTags, run: (tag) => remove([tag.name]) },
            ]
          : []
      }
      emptyState={{
        title: 'No tags yet',
        message: 'Tags are given to products in their form. Each shows here with how many products carry it.',
      }}
      mobileCard={(tag) => (
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500}>{tag.name}</Text>
          <Text size="sm" c="dimmed">
            {countOf(tag.products, 'product')}
          </Text>
        </Group>
      )}
    />
  );
}
