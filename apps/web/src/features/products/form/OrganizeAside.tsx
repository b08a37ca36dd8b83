import { MultiSelect, Select, Stack, TagsInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProductFeatures } from '@stallfront/shared/products';
import { TaxonomyPicker } from '../../product-extras/TaxonomyPicker';
import { useCatalogs, useProductTags } from '../product-queries';
import type { ProductFormValues } from './product-form';

type Form = UseFormReturnType<ProductFormValues>;

/** Status, catalogs, tags, vendor and taxonomy: how the product is organised in the shop. */
export function OrganizeAside({
  form,
  features,
  archived,
  disabled,
}: {
  form: Form;
  features: ProductFeatures;
  archived: boolean;
  disabled: boolean;
}) {
  const { data: catalogs = [] } = useCatalogs();
  const { data: tags = [] } = useProductTags();
  const vendorProps = form.getInputProps('vendor_id');
  return (
    <Stack>
      <Select
        label="Status"
        description={archived ? 'Archived: out of the shop until restored' : undefined}
        data={[
          { value: 'active', label: 'Active: shown in the shop' },
          { value: 'draft', label: 'Draft: hidden from shoppers' },
        ]}
        allowDeselect={false}
        {...form.getInputProps('status')}
        disabled={disabled}
      />
      <MultiSelect
        label="Catalogs"
        placeholder={catalogs.length ? 'Choose catalogs' : 'No catalogs yet'}
        data={catalogs.map((c) => ({ value: c._id, label: c.name }))}
        searchable
        {...form.getInputProps('catalog_ids')}
        disabled={disabled}
      />
      <TagsInput
        label="Tags"
        placeholder="Type and press Enter"
        maxTags={30}
        data={tags.map((tag) => tag.name)}
        {...form.getInputProps('tags')}
        disabled={disabled}
      />
      {features.vendors.length > 0 && (
        <Select
          label="Vendor"
          placeholder="The store itself"
          clearable
          data={features.vendors.map((v) => ({ value: v._id, label: v.name }))}
          {...vendorProps}
          value={vendorProps.value ?? null}
          disabled={disabled}
        />
      )}
      {features.taxonomy && (
        <TaxonomyPicker
          by="path"
          label="Product category"
          description="Its Google product category; when empty, its catalogs’ (Product taxonomy)"
          value={form.getValues().taxonomy ?? ''}
          onChange={(path) => form.setFieldValue('taxonomy', path || null)}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
