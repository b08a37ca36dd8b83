import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { accessContextOf, gettingStartedSteps, type SetupStep } from '@stallfront/shared/routes';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { productKeys } from '../products/product-queries';

/** The signed-in store's steps of opening, and how many are left; empty without a store session. */
export function useSetupSteps(): { steps: SetupStep[]; left: number } {
  const { store, master } = useSession();
  const products = useQuery({
    queryKey: [...productKeys.all, 'hub-count', 'false'],
    queryFn: ({ signal }) => callApi(PRODUCT_CALLS.count, { archived: 'false' }, { signal }),
    enabled: Boolean(store),
  });
  return useMemo(() => {
    if (!store) return { steps: [], left: 0 };
    const hasProducts = products.data ? products.data.total > 0 : undefined;
    const steps = gettingStartedSteps(
      store.deployDetails.deploy_stages,
      hasProducts,
      accessContextOf(store.data, Boolean(master)),
    );
    return { steps, left: steps.filter((s) => s.done === false).length };
  }, [store, master, products.data]);
}

/** What a step's button says: start it, or change (add more to) what is done. */
export function stepButtonLabel(step: SetupStep): string {
  if (step.done) return step.key === 'products' ? 'Add more' : 'Change';
  return step.route.screen === 'ready' ? 'Start' : 'Open (coming soon)';
}
