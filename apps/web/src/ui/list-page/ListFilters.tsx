import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FilterOption, ListFilter } from './types';

interface ListFiltersProps {
  filters: readonly ListFilter[];
  values: Record<string, string>;
  onChange: (key: string, value: string | null) => void;
  /** In the phone drawer the selects stack at full width. */
  stacked?: boolean;
}

export function ListFilters({ filters, values, onChange, stacked }: ListFiltersProps) {
  return filters.map((filter) => (
    <FilterSelect
      key={filter.key}
      filter={filter}
      value={values[filter.key] ?? null}
      onChange={(value) => onChange(filter.key, value)}
      stacked={stacked}
    />
  ));
}

const NO_OPTIONS: readonly FilterOption[] = [];

/** One filter; options that come from the server are loaded once and cached. */
function FilterSelect({
  filter,
  value,
  onChange,
  stacked,
}: {
  filter: ListFilter;
  value: string | null;
  onChange: (value: string | null) => void;
  stacked?: boolean;
}) {
  const source = 'load' in filter.options ? filter.options : undefined;
  const loaded = useQuery({
    queryKey: source ? source.queryKey : ['list-filter', filter.key],
    queryFn: () => (source ? source.load() : Promise.resolve(NO_OPTIONS)),
    enabled: source !== undefined,
    staleTime: 5 * 60_000,
  });
  const options = 'load' in filter.options ? (loaded.data ?? NO_OPTIONS) : filter.options;
  return (
    <Select
      label={stacked ? filter.label : undefined}
      aria-label={filter.label}
      placeholder={filter.placeholder ?? `${filter.label}: all`}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      onChange={onChange}
      clearable
      disabled={source !== undefined && loaded.isPending}
      w={stacked ? '100%' : 180}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
