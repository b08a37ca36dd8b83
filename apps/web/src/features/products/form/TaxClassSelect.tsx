import { Anchor, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TAX_CLASS } from '@stallfront/shared/taxes';
import { callApi } from '../../../api/client';
import type { ProductFormValues } from './product-form';

/** A class as its option reads: "Apparel up to ₹1,000 · HSN 6109". */
function classLabel(item: { name: string; hsn_code: string | null }) {
  return item.hsn_code ? `${item.name} · HSN ${item.hsn_code}` : item.name;
}

/** Which of the store's tax classes (/setting/tax-rates) the product is charged by; none: no tax. */
export function TaxClassSelect({ form, disabled }: { form: UseFormReturnType<ProductFormValues>; disabled: boolean }) {
  const { data } = useQuery({
    queryKey: [TAX_CLASS.plural, 'picker'],
    queryFn: ({ signal }) => callApi(TAX_CLASS.calls.list, { sort: 'name', direction: 'asc', limit: 100 }, { signal }),
  });
  const classes = data?.list ?? [];
  return (
    <Select
      label="Tax class"
      placeholder="No tax"
      description={
        <>
          Rates by country and state are set in{' '}
          <Anchor component={Link} to="/setting/tax-rates" size="xs">
            Tax rates
          </Anchor>
        </>
      }
      data={classes.map((c) => ({ value: c._id, label: classLabel(c) }))}
      clearable
      disabled={disabled}
      {...form.getInputProps('tax_class_id')}
    />
  );
}
