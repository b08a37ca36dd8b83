// A product row's and catalog tiles' fields.
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { PRODUCT_ROW_SOURCES } from '@stallfront/shared/website';
import { CatalogPicker, ProductPicker } from '../../../../ui/resource-page';
import { useCollectionOptions, useHasCollections } from '../../../collections/collection-queries';
import { useCatalogs } from '../../../products/product-queries';
import type { Of, SectionForm } from './common';

const SOURCE_OPTIONS = Object.entries(PRODUCT_ROW_SOURCES).map(([value, label]) => ({ value, label }));
const WITHOUT_COLLECTIONS = SOURCE_OPTIONS.filter((option) => option.value !== 'collection');

export function ProductsFields({ form, section }: { form: SectionForm; section: Of<'products'> }) {
  const catalogs = useCatalogs();
  const collections = useCollectionOptions(section.source === 'collection');
  const sources = useHasCollections() ? SOURCE_OPTIONS : WITHOUT_COLLECTIONS;
  return (
    <Stack>
      <TextInput label="Title" maxLength={80} placeholder="New arrivals" {...form.getInputProps('title')} />
      <Select label="Products from" allowDeselect={false} data={sources} {...form.getInputProps('source')} />
      {section.source === 'catalog' && (
        <Select
          label="Catalog"
          required
          searchable
          nothingFoundMessage="No catalog matches"
          data={(catalogs.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
          {...form.getInputProps('catalog_id')}
        />
      )}
      {section.source === 'collection' && (
        <Select
          label="Collection"
          description="Its products in the order the collection sets; a draft shows nothing until published"
          required
          searchable
          nothingFoundMessage="No collection matches"
          data={collections.data ?? []}
          {...form.getInputProps('collection_id')}
        />
      )}
      {section.source === 'picked' ? (
        <ProductPicker
          required
          description="Shown in this order, up to 24"
          maxValues={24}
          value={section.product_ids}
          onChange={(ids) => form.setFieldValue('product_ids', ids)}
          error={form.errors.product_ids}
        />
      ) : (
        <NumberInput
          label="How many products"
          description="2 to 24"
          min={2}
          max={24}
          allowDecimal={false}
          {...form.getInputProps('count')}
        />
      )}
    </Stack>
  );
}

export function CatalogsFields({ form, section }: { form: SectionForm; section: Of<'catalogs'> }) {
  return (
    <Stack>
      <TextInput label="Title" maxLength={80} placeholder="Shop by collection" {...form.getInputProps('title')} />
      <CatalogPicker
        description="Up to 12, in this order. Leave it empty to show the catalogs you highlight."
        value={section.catalog_ids}
        onChange={(ids) => form.setFieldValue('catalog_ids', ids)}
        error={form.errors.catalog_ids}
      />
    </Stack>
  );
}
