import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCategory, IconEraser } from '@tabler/icons-react';
import { PRODUCT_TAXONOMY_CALLS, type TaxonomyMapping } from '@stallfront/shared/product-extras';
import { categoryName, countOf, PRODUCT_EXTRA_ACCESS } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useMayCall } from '../../app/session/use-may-call';
import { type BulkAction, type ListColumn, type ListFilter, ListPage } from '../../ui/list-page';
import { textColumn } from '../../ui/list-page/columns';
import { GoogleFeedButton } from './GoogleFeedButton';
import { parentsOf, TaxonomyPicker } from './TaxonomyPicker';

const mapTo = async (ids: string[], category: string | null) =>
  (await callApi(PRODUCT_TAXONOMY_CALLS.map, { catalog_ids: ids, category_id: category ? Number(category) : null }))
    .message;

const MAPPED: ListFilter<'mapped', 'mapped' | 'unmapped'> = {
  key: 'mapped',
  label: 'Category',
  type: 'select',
  options: [
    { value: 'unmapped', label: 'Not mapped' },
    { value: 'mapped', label: 'Mapped' },
  ],
};

function Category({ row }: { row: TaxonomyMapping }) {
  if (!row.category)
    return (
      <Badge color="yellow" variant="light">
        Not mapped
      </Badge>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {categoryName(row.category.path)}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {parentsOf(row.category.path)}
      </Text>
    </Stack>
  );
}

const COLUMNS: ListColumn<TaxonomyMapping, 'name'>[] = [
  { ...textColumn<TaxonomyMapping>('name', 'Catalog', (row) => row.name, { strong: true }), sortKey: 'name' },
  { id: 'products', header: 'Products', cell: (row) => countOf(row.products, 'product') },
  { id: 'category', header: 'Google category', cell: (row) => <Category row={row} />, grow: true },
];

const choose: BulkAction = {
  label: 'Choose category',
  icon: <IconCategory size={16} />,
  confirm: {
    title: 'Google product category',
    message: (n) => `The ${countOf(n, 'catalog')}’ products get this category in Google Shopping and search results.`,
    confirmLabel: 'Save category',
    input: { label: 'Category', field: TaxonomyPicker },
  },
  run: (ids, category = '') => mapTo(ids, category),
};
const clear: BulkAction = { label: 'Clear category', icon: <IconEraser size={16} />, run: (ids) => mapTo(ids, null) };

/** /product-extras/product-taxonomy: each catalog mapped to a category of Google's product taxonomy. */
export default function ProductTaxonomyPage() {
  const mayWrite = useMayCall(PRODUCT_EXTRA_ACCESS.write);
  return (
    <ListPage<TaxonomyMapping, 'name', typeof MAPPED>
      title="Product taxonomy"
      queryKey={['product taxonomy', 'list']}
      fetchPage={(request, signal) => callApi(PRODUCT_TAXONOMY_CALLS.list, request, { signal })}
      fetchCount={(params, signal) => callApi(PRODUCT_TAXONOMY_CALLS.count, params, { signal })}
      countLabel={(n) => countOf(n, 'catalog')}
      rowKey={(row) => row._id}
      rowLabel={(row) => row.name}
      columns={COLUMNS}
      sorts={[{ value: 'name', label: 'Name A–Z', direction: 'asc' }]}
      defaultSort={{ sort: 'name', direction: 'asc' }}
      filters={[MAPPED]}
      searchPlaceholder="Search catalogs"
      primaryAction={{ element: <GoogleFeedButton /> }}
      bulkActions={mayWrite ? [choose, clear] : []}
      rowActions={
        mayWrite
          ? [
              { ...choose, run: (row, category) => choose.run([row._id], category) },
              { ...clear, run: (row) => clear.run([row._id]), hidden: (row) => !row.category },
            ]
          : []
      }
      emptyState={{
        title: 'No catalogs yet',
        message: 'Each catalog you add shows here, to map to a category of Google’s product taxonomy.',
      }}
      mobileCard={(row) => (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={500}>{row.name}</Text>
            <Text size="xs" c="dimmed">
              {countOf(row.products, 'product')}
            </Text>
          </Stack>
          <Category row={row} />
        </Group>
      )}
    />
  );
}
