import { CATALOG_CALLS } from '@stallfront/shared/catalogs';
import type { ProductFeatures } from '@stallfront/shared/products';
import { callApi } from '../../api/client';
import type { ListFilter } from '../../ui/list-page';
import { catalogKeys } from './product-queries';

const catalogFilter: ListFilter<'catalog_id'> = {
  key: 'catalog_id',
  label: 'Catalog',
  type: 'select',
  options: {
    // Its own key: the cache under catalogKeys.list() holds whole catalogs, these only options.
    queryKey: [...catalogKeys.all, 'filter-options'],
    load: async () => (await callApi(CATALOG_CALLS.list, {})).list.map((c) => ({ value: c._id, label: c.name })),
  },
};
const statusFilter: ListFilter<'status', 'active' | 'draft'> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: [
    { value: 'active', label: 'Active' },
    { value: 'draft', label: 'Draft' },
  ],
};
const stockFilter: ListFilter<'stock', 'in' | 'low' | 'out'> = {
  key: 'stock',
  label: 'Stock',
  type: 'select',
  options: [
    { value: 'in', label: 'In stock' },
    { value: 'low', label: 'Low stock (5 or fewer)' },
    { value: 'out', label: 'Out of stock' },
  ],
};

export type ProductFilter =
  | typeof catalogFilter
  | typeof statusFilter
  | typeof stockFilter
  | ListFilter<'vendor_id'>
  | ListFilter<'branch_id'>;

/** The product list's filters; vendor and branch appear only when the store has them. */
export function productFilters(features: ProductFeatures | undefined): ProductFilter[] {
  const filters: ProductFilter[] = [catalogFilter, statusFilter, stockFilter];
  if (features?.vendors.length) {
    filters.push({
      key: 'vendor_id',
      label: 'Vendor',
      type: 'select',
      options: features.vendors.map((v) => ({ value: v._id, label: v.name })),
    });
  }
  if (features && features.branches.length > 1) {
    filters.push({
      key: 'branch_id',
      label: 'Branch',
      type: 'select',
      options: features.branches.map((b) => ({ value: b._id, label: b.name })),
    });
  }
  return filters;
}
