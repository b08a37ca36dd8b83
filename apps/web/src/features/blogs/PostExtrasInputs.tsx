import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY, RELATED_PRODUCTS_MAX } from '@stallfront/shared/blogs';
import { callApi } from '../../api/client';
import { ProductPicker } from '../../ui/resource-page/AttachPickers';
import type { ResourceValues } from '../../ui/resource-page/types';

/** The advanced blog's inputs of a post: its category and the products shown at its end. */
export function PostExtrasInputs({ form }: { form: UseFormReturnType<ResourceValues> }) {
  const categories = useQuery({
    queryKey: ['categories', 'all'],
    queryFn: async () => (await callApi(BLOG_CATEGORY.calls.list, { sort: 'name', direction: 'asc', limit: 100 })).list,
    staleTime: 30_000,
  });
  const values = form.getValues();
  return (
    <>
      <Select
        label="Category"
        description="Shoppers can list a category's posts. Make categories under Advanced blogs."
        placeholder={categories.data?.length === 0 ? 'No categories yet' : 'No category'}
        clearable
        searchable
        data={(categories.data ?? []).map((category) => ({ value: category._id, label: category.name }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('category_id')}
      />
      <ProductPicker
        label="Products in this post"
        description={`Shown as cards at the end of the post, in this order; ${RELATED_PRODUCTS_MAX} at most. Hidden ones are left out.`}
        maxValues={RELATED_PRODUCTS_MAX}
        value={(values.product_ids as string[] | undefined) ?? []}
        onChange={(ids) => form.setFieldValue('product_ids', ids)}
        error={form.errors.product_ids}
      />
    </>
  );
}
