import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { callApi } from '../../api/client';
import { productKeys } from '../../features/products/product-queries';

/** Fewer characters than this match too many products to be worth a request. */
const MIN_QUERY = 2;
const RESULTS = 8;
const PAUSE_MS = 250;

/**
 * The products whose name or SKU matches what was typed, asked of the product list once the
 * typing pauses; none when the session may not open products.
 */
export function usePaletteProducts(query: string, enabled: boolean) {
  const typed = query.trim();
  const [search, setSearch] = useState(typed);
  // useDebouncedValue would be shared with the sign-up and list pages and cut into a chunk of its own.
  const settle = useDebouncedCallback(setSearch, PAUSE_MS);
  useEffect(() => settle(typed), [typed, settle]);
  const active = enabled && search.length >= MIN_QUERY;
  const result = useQuery({
    queryKey: [...productKeys.lists(), 'palette', search],
    queryFn: async () => (await callApi(PRODUCT_CALLS.list, { search, limit: RESULTS })).list,
    enabled: active,
    staleTime: 30_000,
  });
  const searching = enabled && typed.length >= MIN_QUERY && (typed !== search || result.isFetching);
  return { products: active ? (result.data ?? []) : [], searching };
}
