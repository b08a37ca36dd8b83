import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_CALLS } from '@stallfront/shared/catalogs';
import { callApi } from '../../api/client';
import { catalogKeys, useProductFeatures } from '../products/product-queries';

/** Whether the caller may change catalogs and the menu, by the server's own rule. False until known. */
export function useCanManageCatalogs(): boolean {
  return useProductFeatures().data?.manage_catalogs ?? false;
}

export function useNavigations() {
  return useQuery({
    queryKey: catalogKeys.navigations(),
    queryFn: ({ signal }) => callApi(CATALOG_CALLS.navigations, {}, { signal }),
  });
}

/** Reloads catalogs and the menu everywhere, the product form's catalog list included. */
export function useRefreshCatalogs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}
