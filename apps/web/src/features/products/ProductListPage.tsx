import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { type BulkAction, ListPage } from '../../ui/list-page';
import { ProductCard, productColumns, productSorts } from './product-columns';
import { productFilters } from './product-filters';
import { productKeys, useProductFeatures } from './product-queries';

/** /product-sections/products: every product that is not archived. */
export default function ProductListPage() {
  const navigate = useNavigate();
  const { data: features } = useProductFeatures();
  const bulkActions: BulkAction[] = [];
  if (features?.archive) {
    bulkActions.push({
      label: 'Archive',
      color: 'orange',
      confirm: {
        title: 'Archive products',
        message: (n) => `Move ${n} product(s) to the archive? Shoppers will no longer see them.`,
      },
      run: async (ids) => (await callApi(PRODUCT_CALLS.archive, { ids, archived: true })).message,
    });
  }
  if (features?.delete) {
    bulkActions.push({
      label: 'Delete',
      color: 'red',
      confirm: {
        title: 'Delete products for good',
        message: (n) => `Delete ${n} product(s) for good? This cannot be undone.`,
        confirmLabel: 'Delete for good',
      },
      run: async (ids) => (await callApi(PRODUCT_CALLS.bulkDelete, { ids })).message,
    });
  }

  return (
    <ListPage
      title="Products"
      queryKey={productKeys.lists()}
      fetchPage={(request, signal) => callApi(PRODUCT_CALLS.list, { ...request, archived: false }, { signal })}
      fetchCount={(params, signal) => callApi(PRODUCT_CALLS.count, { ...params, archived: 'false' }, { signal })}
      countLabel={(n) => `${n.toLocaleString()} product${n === 1 ? '' : 's'}`}
      rowKey={(row) => row._id}
      rowLabel={(row) => row.name}
      columns={productColumns}
      sorts={productSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={productFilters(features)}
      searchPlaceholder="Search by name or SKU"
      bulkActions={bulkActions}
      onRowClick={(row) => navigate(`/product-sections/products/${row._id}`)}
      secondaryActions={
        features?.bulk_upload
          ? [{ label: 'Bulk upload', to: '/product-sections/products/bulk-upload', icon: <IconUpload size={16} /> }]
          : []
      }
      primaryAction={
        features?.add && features.products_left !== 0
          ? { label: 'Add product', to: '/product-sections/products/new', icon: <IconPlus size={16} /> }
          : undefined
      }
      exportCsv={(params) => fetchCsv(PRODUCT_CALLS.exportCsv, { ...params, archived: false })}
      emptyState={{
        title: 'No products yet',
        message: features?.add
          ? 'Add your first product, or upload many at once from a spreadsheet.'
          : 'Products the store adds show here.',
      }}
      mobileCard={(row) => <ProductCard row={row} />}
    />
  );
}
