import { NativeSelect, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AnyListFilter, FilterOption, ListDateFilter, ListFilter } from './types';

interface ListFiltersProps {
  filters: readonly AnyListFilter[];
  values: Record<string, string>;
  onChange: (key: string, value: string | null) => void;
  /** In the phone drawer the selects stack at full width. */
  stacked?: boolean;
}

export function ListFilters({ filters, values, onChange, stacked }: ListFiltersProps) {
  return filters.map((filter) =>
    filter.type === 'date' ? (
      <FilterDate
        key={filter.key}
        filter={filter}
        value={values[filter.key] ?? ''}
        onChange={(value) => onChange(filter.key, value || null)}
        stacked={stacked}
      />
    ) : (
      <FilterSelect
        key={filter.key}
        filter={filter}
        value={values[filter.key] ?? null}
        onChange={(value) => onChange(filter.key, value)}
        stacked={stacked}
      />
    ),
  );
}

/** A day, with the browser's own date picker (a wheel on phones). */
function FilterDate({
  filter,
  value,
  onChange,
  stacked,
}: {
  filter: ListDateFilter;
  value: string;
  onChange: (value: string) => void;
  stacked?: boolean;
}) {
  return (
    <TextInput
      type="date"
      label={stacked ? filter.label : undefined}
      aria-label={filter.label}
      title={filter.label}
      // In the toolbar the label sits inside the field: a date input has no placeholder to carry it.
      leftSection={
        stacked ? undefined : (
          <Text size="xs" c="dimmed" pl={8} style={{ whiteSpace: 'nowrap' }}>
            {filter.label}
          </Text>
        )
      }
      leftSectionWidth={stacked ? undefined : 84}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={stacked ? '100%' : 220}
    />
  );
}

const NO_OPTIONS: readonly FilterOption[] = [];

/**
 * One filter, a native select as the date filter is a native date input (a wheel on phones);
 * options that come from the server are loaded once and cached.
 */
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
  const allLabel = filter.placeholder ?? `${filter.label}: all`;
  return (
    <NativeSelect
      label={stacked ? filter.label : undefined}
      aria-label={filter.label}
      // The first choice clears the filter; an empty value stands for it.
      data={[{ value: '', label: allLabel }, ...options.map((o) => ({ value: o.value, label: o.label }))]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      disabled={source !== undefined && loaded.isPending}
      w={stacked ? '100%' : 180}
    />
  );
}
