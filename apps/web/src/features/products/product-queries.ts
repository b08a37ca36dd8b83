import { useQuery } from '@tanstack/react-query';
import { CATALOG_CALLS } from '@stallfront/shared/catalogs';
import { PRODUCT_TAG_CALLS, VARIANT_COLOR } from '@stallfront/shared/product-extras';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { callApi } from '../../api/client';

/** Every product query key starts here, so a save invalidates exactly the lists and details it touched. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  archive: () => [...productKeys.all, 'archive'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  features: () => [...productKeys.all, 'features'] as const,
  uploads: () => [...productKeys.all, 'bulk-uploads'] as const,
  imageImports: (id: string) => [...productKeys.all, 'image-imports', id] as const,
};

export const catalogKeys = {
  all: ['catalogs'] as const,
  list: () => [...catalogKeys.all, 'list'] as const,
  navigations: () => [...catalogKeys.all, 'navigations'] as const,
};

/** What the signed-in user may do with products; screens hide what the server would refuse. */
export function useProductFeatures() {
  return useQuery({
    queryKey: productKeys.features(),
    queryFn: async () => (await callApi(PRODUCT_CALLS.features, undefined)).data,
    staleTime: 60_000,
  });
}

export function useCatalogs() {
  return useQuery({
    queryKey: catalogKeys.list(),
    queryFn: async () => (await callApi(CATALOG_CALLS.list, {})).list,
    staleTime: 60_000,
  });
}

/** The store's variant colours (a first page of 100, by name), offered as a colour option's values. */
export function useVariantColours(enabled: boolean) {
  return useQuery({
    queryKey: [VARIANT_COLOR.plural, 'options'],
    queryFn: async ({ signal }) => (await callApi(VARIANT_COLOR.calls.list, { limit: 100 }, { signal })).list,
    staleTime: 60_000,
    enabled,
  });
}

/** The store's most used tags (100), offered as the product form's tags so one word is not spelt three ways. */
export function useProductTags() {
  return useQuery({
    queryKey: ['product tags', 'suggestions'],
    queryFn: async ({ signal }) =>
      (await callApi(PRODUCT_TAG_CALLS.list, { sort: 'products', direction: 'desc', limit: 100 }, { signal })).list,
    staleTime: 60_000,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKeys.detail(id ?? 'new'),
    queryFn: async () => (await callApi(PRODUCT_CALLS.get, { id: id as string })).data,
    enabled: Boolean(id),
  });
}
