import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ATTACH_KEYS, type AttachTarget, type SimpleResource } from '@stallfront/shared/product-extras';
import { callApi } from '../../api/client';
import { showCallError } from '../form-errors';
import { notifySuccess } from '../notify';
import { EditingNotice } from '../../features/editing/EditingNotice';
import { CatalogPicker, ProductPicker } from './AttachPickers';
import type { ResourceItem, ResourcePageProps, ResourceValues } from './types';

interface Props<Item extends ResourceItem>
  extends Pick<ResourcePageProps<Item>, 'resource' | 'fields' | 'blank' | 'productPicker'> {
  /** The thing to change, or null to add one. */
  item: Item | null;
  onDone: () => void;
}

/** The form's starting values: the thing's own, or the blank ones of a new thing, attached to nothing. */
function valuesOf(resource: SimpleResource, item: ResourceItem | null, blank: Record<string, unknown>) {
  const saved: Record<string, unknown> = { ...item };
  const own = Object.keys(blank).map((key) => [key, item ? saved[key] : blank[key]]);
  const attached = resource.attach.map((target) => [ATTACH_KEYS[target], saved[ATTACH_KEYS[target]] ?? []]);
  return { name: item?.name ?? '', ...Object.fromEntries([...own, ...attached]) } as ResourceValues;
}

/** Adds or changes one thing: its name, its own fields and where it shows; refusals land on their fields. */
export function ResourceForm<Item extends ResourceItem>({
  resource,
  fields,
  blank,
  productPicker,
  item,
  onDone,
}: Props<Item>) {
  const queryClient = useQueryClient();
  const form = useForm<ResourceValues>({
    mode: 'controlled',
    initialValues: valuesOf(resource, item, blank),
    validate: zod4Resolver(resource.schemas.input),
  });
  const save = useMutation({
    mutationFn: (values: ResourceValues) =>
      item
        ? callApi(resource.calls.update, { ...values, _id: item._id, version: item.version })
        : callApi(resource.calls.create, values),
    onSuccess: async ({ data }) => {
      notifySuccess(`${capitalised(resource.noun)} “${data.name}” ${item ? 'saved' : 'added'}.`);
      await queryClient.invalidateQueries({ queryKey: [resource.plural] });
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  const shows = productPicker?.description ?? `Where the shop shows this ${resource.noun}`;
  const attach: readonly AttachTarget[] = resource.attach;
  const picksProducts = attach.includes('products') && (productPicker?.shown(form.getValues()) ?? true);

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label={resource.noun}>
      <Stack>
        {item && <EditingNotice subject={`resource:${item._id}`} what={`this ${resource.noun}`} />}
        <TextInput label={resource.nameLabel} required data-autofocus {...form.getInputProps('name')} />
        {fields(form)}
        {picksProducts && <ProductPicker {...pickerProps(form, 'product_ids')} description={shows} />}
        {attach.includes('catalogs') && (
          <CatalogPicker {...pickerProps(form, 'catalog_ids')} description="And on every product of these catalogs" />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save' : `Add ${resource.noun}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function pickerProps(form: UseFormReturnType<ResourceValues>, key: 'product_ids' | 'catalog_ids') {
  return {
    value: form.getValues()[key] ?? [],
    onChange: (ids: string[]) => form.setFieldValue(key, ids),
    error: form.errors[key],
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
