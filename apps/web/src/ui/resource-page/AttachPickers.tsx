import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { callApi } from '../../api/client';
import { useServerSearch } from '../server-search';
import { useCatalogs } from '../../features/products/product-queries';

interface PickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
  description: string;
}

interface ProductPickerProps extends PickerProps {
  /** "Products" when not given. */
  label?: string;
  /** The most it takes; the input stops taking more there. */
  maxValues?: number;
  required?: boolean;
}

/** Products picked by name, searched on the server as the merchant types (a store may have a million). */
export function ProductPicker({
  value,
  onChange,
  error,
  description,
  label = 'Products',
  maxValues,
  required,
}: ProductPickerProps) {
  const { found, clear, selectProps } = useServerSearch(
    ['products', 'picker'],
    async (typed, signal) =>
      (await callApi(PRODUCT_CALLS.list, { search: typed || undefined, limit: 20 }, { signal })).list,
    'No product matches',
  );
  const picked = useQuery({
    queryKey: ['products', 'many', value],
    queryFn: async () => (await callApi(PRODUCT_CALLS.many, { ids: value })).list,
    enabled: value.length > 0,
    staleTime: 60_000,
  });
  const options = new Map<string, string>();
  for (const product of [...(picked.data ?? []), ...found]) options.set(product._id, product.name);
  // A picked product not loaded yet keeps its place under its id until its name comes.
  for (const id of value) if (!options.has(id)) options.set(id, '…');
  return (
    <MultiSelect
      label={label}
      description={description}
      maxValues={maxValues}
      required={required}
      placeholder={value.length ? undefined : 'Search products'}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value}
      onChange={(ids) => {
        onChange(ids);
        clear();
      }}
      {...selectProps}
      hidePickedOptions
      clearable
      error={error}
    />
  );
}

/** Catalogs picked from the store's list. */
export function CatalogPicker({ value, onChange, error, description }: PickerProps) {
  const catalogs = useCatalogs();
  return (
    <MultiSelect
      label="Catalogs"
      description={description}
      placeholder={value.length ? undefined : 'Choose catalogs'}
      data={(catalogs.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
      value={value}
      onChange={onChange}
      searchable
      hidePickedOptions
      clearable
      nothingFoundMessage="No catalog matches"
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
