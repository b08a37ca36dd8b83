import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

// The server searched already: every option it sent matches.
const everyOption: OptionsFilter = ({ options }) => options;

/**
 * A select whose options the server finds as the merchant types (a store may have a million
 * products, Google's taxonomy 5,600 categories): the typed text, the answers for it once typing
 * pauses, and the props that hand both to a Mantine Select or MultiSelect.
 */
export function useServerSearch<Found>(
  queryKey: readonly unknown[],
  fetch: (typed: string, signal: AbortSignal) => Promise<Found[]>,
  nothingFound: string,
) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: [...queryKey, typed],
    queryFn: ({ signal }) => fetch(typed, signal),
    placeholderData: keepPreviousData,
  });
  return {
    typed,
    found: found.data ?? [],
    /** The server has answered once: an empty `found` then means nothing matched. */
    answered: found.data !== undefined,
    clear: () => setSearch(''),
    selectProps: {
      searchable: true,
      searchValue: search,
      onSearchChange: setSearch,
      filter: everyOption,
      nothingFoundMessage: found.isFetching ? 'Searching…' : nothingFound,
      comboboxProps: { withinPortal: true },
    },
  };
}
