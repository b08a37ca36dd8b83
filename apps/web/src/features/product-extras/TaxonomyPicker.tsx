import { Select, Text } from '@mantine/core';
import { PRODUCT_TAXONOMY_CALLS } from '@stallfront/shared/product-extras';
import { categoryName } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import type { ConfirmFieldProps } from '../../ui/list-page';
import { useServerSearch } from '../../ui/server-search';

/** Where a category sits: its path without its own name ("Apparel & Accessories › Clothing"). */
export const parentsOf = (path: string) => path.split(' > ').slice(0, -1).join(' › ');

interface TaxonomyPickerProps extends ConfirmFieldProps {
  /** What the value holds: the category's number (a catalog's mapping) or its path (a product's own). */
  by?: 'id' | 'path';
  description?: string;
  disabled?: boolean;
}

/**
 * A category of Google's product taxonomy, searched on the server by words of its path as the
 * merchant types (the taxonomy has 5,600 categories): "shirt", "dress", or a category's number.
 * Picked by number it must be chosen; picked by path it may be cleared.
 */
export function TaxonomyPicker({
  label,
  value,
  onChange,
  by = 'id',
  description = 'Type what the catalog sells: “shirts”, “dresses”, “fresh fruit”.',
  disabled,
}: TaxonomyPickerProps) {
  const { found, selectProps } = useServerSearch(
    ['product taxonomy', 'search'],
    async (q, signal) => (await callApi(PRODUCT_TAXONOMY_CALLS.search, { q }, { signal })).list,
    'No category matches',
  );
  const paths = new Map(found.map((c) => [by === 'id' ? String(c.id) : c.path, c.path]));
  // A product's saved path shows even when the search has not brought it.
  if (by === 'path' && value) paths.set(value, value);
  return (
    <Select
      label={label}
      description={description}
      placeholder="Search Google’s categories"
      required={by === 'id'}
      clearable={by === 'path'}
      disabled={disabled}
      data-autofocus={by === 'id'}
      {...selectProps}
      data={[...paths].map(([id, path]) => ({ value: id, label: path }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      renderOption={({ option }) => (
        <div>
          <Text size="sm" fw={500}>
            {categoryName(option.label)}
          </Text>
          <Text size="xs" c="dimmed">
            {parentsOf(option.label) || 'Top level'}
          </Text>
        </div>
      )}
      maxDropdownHeight={280}
    />
  );
}
