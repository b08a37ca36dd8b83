import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CURRENCY_CALLS,
  ADMIN_FEATURE_CALLS,
  ADMIN_PACKAGE_CALLS,
  type CurrencyInput,
  type FeatureInput,
  type PackageSaveBody,
  PLAN_CATALOGUE_CALLS,
} from '@stallfront/shared/catalogue';
import { callApi } from '../../api/client';

/** Every catalogue key starts here: a package's save recounts the currencies, a feature's the packages. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  packages: () => [...catalogueKeys.all, 'packages'] as const,
  features: () => [...catalogueKeys.all, 'features'] as const,
  currencies: () => [...catalogueKeys.all, 'currencies'] as const,
  plans: () => [...catalogueKeys.all, 'plans'] as const,
};

export const usePackages = () =>
  useQuery({
    queryKey: catalogueKeys.packages(),
    queryFn: ({ signal }) => callApi(ADMIN_PACKAGE_CALLS.list, undefined, { signal }),
  });

export const useFeatures = () =>
  useQuery({
    queryKey: catalogueKeys.features(),
    queryFn: ({ signal }) => callApi(ADMIN_FEATURE_CALLS.list, undefined, { signal }),
  });

export const useCurrencies = () =>
  useQuery({
    queryKey: catalogueKeys.currencies(),
    queryFn: ({ signal }) => callApi(ADMIN_CURRENCY_CALLS.list, undefined, { signal }),
  });

/** The plans a store may choose, as the platform's catalogue prices them now. */
export const usePlans = () =>
  useQuery({
    queryKey: catalogueKeys.plans(),
    queryFn: ({ signal }) => callApi(PLAN_CATALOGUE_CALLS.plans, undefined, { signal }),
  });

function useCatalogueSave<I>(call: (input: I) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export const useSavePackage = () =>
  useCatalogueSave((body: PackageSaveBody) => callApi(ADMIN_PACKAGE_CALLS.save, body));
export const useSaveFeature = () => useCatalogueSave((body: FeatureInput) => callApi(ADMIN_FEATURE_CALLS.save, body));
export const useRemoveFeature = () =>
  useCatalogueSave((body: { key: string; replacement: string | null }) => callApi(ADMIN_FEATURE_CALLS.remove, body));
export const useSaveCurrency = () =>
  useCatalogueSave((body: CurrencyInput) => callApi(ADMIN_CURRENCY_CALLS.save, body));
