import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { callApi } from '../../api/client';
import { type BulkAction, ListPage } from '../../ui/list-page';
import { ProductCard, productColumns, productSorts, vendorNamesOf } from './product-columns';
import { productKeys, useProductFeatures } from './product-queries';
import { countOf } from '@stallfront/shared/rules';

/** /product-sections/archive: archived products, to restore or delete for good. */
export default function ArchivePage() {
  const { data: features } = useProductFeatures();
  const vendors = vendorNamesOf(features);
  const bulkActions: BulkAction[] = [];
  if (features?.archive) {
    bulkActions.push({
      label: 'Restore',
      color: 'teal',
      run: async (ids) => (await callApi(PRODUCT_CALLS.archive, { ids, archived: false })).message,
    });
  }
  if (features?.delete) {
    bulkActions.push({
      label: 'Delete for good',
      color: 'red',
      confirm: {
        title: 'Delete products for good',
        message: (n) => `Delete ${countOf(n, 'archived product')} for good? This cannot be undone.`,
        confirmLabel: 'Delete for good',
      },
      run: async (ids) => (await callApi(PRODUCT_CALLS.bulkDelete, { ids })).message,
    });
  }
  return (
    <ListPage
      title="Archive"
      queryKey={productKeys.archive()}
      fetchPage={(request, signal) => callApi(PRODUCT_CALLS.list, { ...request, archived: true }, { signal })}
      fetchCount={(params, signal) => callApi(PRODUCT_CALLS.count, { ...params, archived: 'true' }, { signal })}
      countLabel={(n) => `${n.toLocaleString()} archived`}
      rowKey={(row) => row._id}
      rowLabel={(row) => row.name}
      columns={productColumns(vendors)}
      sorts={productSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      searchPlaceholder="Search archived products"
      bulkActions={bulkActions}
      emptyState={{
        title: 'The archive is empty',
        message: 'Products you archive leave the shop but stay here, ready to restore.',
      }}
      mobileCard={(row) => <ProductCard row={row} vendors={vendors} />}
    />
  );
}
