import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VENDOR_CALLS, type VendorListStatus } from '@stallfront/shared/vendors';
import { callApi } from '../../api/client';

export interface VendorFilters {
  search: string;
  status: VendorListStatus | '';
}

export const vendorKeys = {
  all: ['vendors'] as const,
  list: (filters: VendorFilters) => [...vendorKeys.all, 'list', filters] as const,
  detail: (id: string) => [...vendorKeys.all, 'detail', id] as const,
  features: () => [...vendorKeys.all, 'features'] as const,
};

export const useVendors = (filters: VendorFilters) =>
  useQuery({
    queryKey: vendorKeys.list(filters),
    queryFn: ({ signal }) =>
      callApi(
        VENDOR_CALLS.list,
        {
          ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
          ...(filters.status ? { status: filters.status } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useVendor = (id: string | null) =>
  useQuery({
    queryKey: vendorKeys.detail(id ?? ''),
    queryFn: ({ signal }) => callApi(VENDOR_CALLS.get, { id: id ?? '' }, { signal }),
    enabled: Boolean(id),
  });

export const useVendorFeatures = () =>
  useQuery({
    queryKey: vendorKeys.features(),
    queryFn: ({ signal }) => callApi(VENDOR_CALLS.features, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
