import { Button } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { type BulkAction, ListPage, ListPageLoading } from '../../ui/list-page';
import { ProductCard, productColumns, productSorts, vendorNamesOf } from './product-columns';
import { productFilters } from './product-filters';
import { productKeys, useProductFeatures } from './product-queries';
import { countOf } from '@stallfront/shared/rules';

const ADD_PATH = '/product-sections/products/new';
const BULK_UPLOAD_PATH = '/product-sections/products/bulk-upload';

/** /product-sections/products: every product that is not archived. */
export default function ProductListPage() {
  const navigate = useNavigate();
  const { data: features } = useProductFeatures();
  const vendors = vendorNamesOf(features);
  const bulkActions: BulkAction[] = [];
  if (features?.archive) {
    bulkActions.push({
      label: 'Archive',
      color: 'orange',
      confirm: {
        title: 'Archive products',
        message: (n) => `Move ${countOf(n, 'product')} to the archive? Shoppers will no longer see them.`,
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
        message: (n) => `Delete ${countOf(n, 'product')} for good? This cannot be undone.`,
        confirmLabel: 'Delete for good',
      },
      run: async (ids) => (await callApi(PRODUCT_CALLS.bulkDelete, { ids })).message,
    });
  }

  const canAdd = Boolean(features?.add && features.products_left !== 0);
  const bulkUploadLink = features?.bulk_upload && (
    <Button component={Link} to={BULK_UPLOAD_PATH} variant="default" leftSection={<IconUpload size={16} />}>
      Bulk upload
    </Button>
  );

  // The vendor filter and column come with the features: the list waits for them.
  if (!features) return <ListPageLoading title="Products" />;
  return (
    <ListPage
      title="Products"
      queryKey={productKeys.lists()}
      fetchPage={(request, signal) => callApi(PRODUCT_CALLS.list, { ...request, archived: false }, { signal })}
      fetchCount={(params, signal) => callApi(PRODUCT_CALLS.count, { ...params, archived: 'false' }, { signal })}
      countLabel={(n) => countOf(n, 'product')}
      rowKey={(row) => row._id}
      rowLabel={(row) => row.name}
      columns={productColumns(vendors)}
      sorts={productSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={productFilters(features)}
      searchPlaceholder="Search by name or SKU"
      bulkActions={bulkActions}
      onRowClick={(row) => navigate(`/product-sections/products/${row._id}`)}
      primaryAction={canAdd ? { label: 'Add product', to: ADD_PATH, icon: <IconPlus size={16} /> } : undefined}
      secondaryActions={
        features?.bulk_upload ? [{ label: 'Bulk upload', to: BULK_UPLOAD_PATH, icon: <IconUpload size={16} /> }] : []
      }
      exportCsv={(params) => fetchCsv(PRODUCT_CALLS.exportCsv, { ...params, archived: false })}
      emptyState={{
        title: 'No products yet',
        message: features?.add
          ? 'Add your first product, or upload many at once from a spreadsheet.'
          : 'Products the store adds show here.',
        action: (canAdd || bulkUploadLink) && (
          <>
            {canAdd && (
              <Button component={Link} to={ADD_PATH} leftSection={<IconPlus size={16} />}>
                Add product
              </Button>
            )}
            {bulkUploadLink}
          </>
        ),
      }}
      mobileCard={(row) => <ProductCard row={row} vendors={vendors} />}
    />
  );
}
