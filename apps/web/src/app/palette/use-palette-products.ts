import { useQuery } from '@tanstack/react-query';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { callApi } from '../../api/client';
import { productKeys } from '../../features/products/product-queries';
import { MIN_QUERY, useSettledSearch } from './use-settled-search';

const RESULTS = 8;

/**
 * The products whose name or SKU matches what was typed, asked of the product list once the
 * typing pauses; none when the session may not open products.
 */
export function usePaletteProducts(query: string, enabled: boolean) {
  const { typed, search, settling } = useSettledSearch(query);
  const active = enabled && search.length >= MIN_QUERY;
  const result = useQuery({
    queryKey: [...productKeys.lists(), 'palette', search],
    queryFn: async () => (await callApi(PRODUCT_CALLS.list, { search, limit: RESULTS })).list,
    enabled: active,
    staleTime: 30_000,
  });
  const searching = enabled && typed.length >= MIN_QUERY && (settling || result.isFetching);
  return { products: active ? (result.data ?? []) : [], searching };
}
