import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { MEASUREMENT_SET } from '@stallfront/shared/product-extras';
import { callApi } from '../../../api/client';
import type { ProductFormValues } from './product-form';

/**
 * Copies one of the store's measurement sets (/product-extras/measurement-sets) into the
 * product's custom model: its measurements as a set, its notes after the product's own, and
 * the larger of the two additional quantities. The product keeps a copy, as it keeps typed sets.
 */
export function SavedSetPicker({ form, disabled }: { form: UseFormReturnType<ProductFormValues>; disabled: boolean }) {
  const { data } = useQuery({
    queryKey: [MEASUREMENT_SET.plural, 'picker'],
    queryFn: ({ signal }) => callApi(MEASUREMENT_SET.calls.list, { limit: 100 }, { signal }),
  });
  const sets = data?.list ?? [];
  if (sets.length === 0) return null;
  const copy = (id: string | null) => {
    const set = sets.find((s) => s._id === id);
    if (!set) return;
    const model = form.getValues().custom_model ?? { custom_list: [], mm_sets: [], notes_list: [], additional_qty: 0 };
    form.setFieldValue('custom_model', {
      ...model,
      mm_sets: [...model.mm_sets, { name: set.name, list: set.list, mm_unit: set.mm_unit }],
      notes_list: [...model.notes_list, ...set.notes_list.filter((note) => !model.notes_list.includes(note))],
      additional_qty: Math.max(model.additional_qty, set.additional_qty),
    });
  };
  return (
    <Select
      label="Copy a saved measurement set"
      placeholder="Pick a set"
      data={sets.map((set) => ({ value: set._id, label: set.name }))}
      value={null}
      onChange={copy}
      disabled={disabled}
      w={260}
    />
  );
}
