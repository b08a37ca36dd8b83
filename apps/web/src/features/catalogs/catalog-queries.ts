import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_CALLS } from '@stallfront/shared';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/session-store';
import { catalogKeys, useProductFeatures } from '../products/product-queries';

const READ_ONLY_LOGINS: readonly string[] = ['vendor', 'branch'];

/**
 * Owners and staff who may change products manage catalogs and the menu; vendors and branches only
 * read catalogs (the server answers 403 to them). False until the features are known.
 */
export function useCanManageCatalogs(): boolean {
  const { data: features } = useProductFeatures();
  const loginType = useSession().store?.login_type;
  return Boolean(features?.update) && !READ_ONLY_LOGINS.includes(loginType ?? '');
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
