import { useQuery } from '@tanstack/react-query';
import { STORE_CALLS, type StoreCallOutput } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';
import { STORAGE_KEYS } from '../../app/session/storage-keys';

type Country = StoreCallOutput<'countryList'>['list'][number];

function cachedCountries(): Country[] | undefined {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE_KEYS.countryList) ?? 'null') as Country[] | null;
    return Array.isArray(list) && list.length > 0 ? list : undefined;
  } catch {
    return undefined;
  }
}

/** The country list, kept in local storage across sign-outs (spec section 6) and refreshed in the background. */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: async () => {
      const { list } = await callApi(STORE_CALLS.countryList, undefined);
      localStorage.setItem(STORAGE_KEYS.countryList, JSON.stringify(list));
      return list;
    },
    initialData: cachedCountries,
    initialDataUpdatedAt: 0,
    staleTime: 24 * 60 * 60 * 1000,
  });
}

/** The visitor's country from the browser's language (en-IN gives IN), when the list has it. */
export function browserCountry(countries: readonly Country[], language = navigator.language): string | undefined {
  const region = language.split('-')[1]?.toUpperCase();
  return countries.find((c) => c.code === region)?.code;
}
