import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PANEL_CALLS } from '@stallfront/shared/panels';
import { callApi } from '../../api/client';

interface StoreTargetSelectProps {
  value: string;
  onChange: (storeId: string) => void;
  error?: string;
}

/** Picks the one store a notice goes to, searched by name or sub-domain as the admin types. */
export function StoreTargetSelect({ value, onChange, error }: StoreTargetSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const options = useQuery({
    queryKey: ['admin', 'store_options', debounced],
    queryFn: ({ signal }) => callApi(ADMIN_PANEL_CALLS.storeOptions, { search: debounced }, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = (options.data?.list ?? []).map((s) => ({ value: s._id, label: `${s.name} (${s.sub_domain})` }));
  return (
    <Select
      label="Store"
      required
      searchable
      placeholder="Type a store's name or sub-domain"
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No store starts with this'}
      data={data}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      error={error}
    />
  );
}
