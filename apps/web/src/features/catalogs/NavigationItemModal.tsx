import { Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CATALOG_CALLS, type Navigation } from '@stallfront/shared/catalogs';
import { callApi } from '../../api/client';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { useCatalogs } from '../products/product-queries';
import { TitleCaseNameInput } from './TitleCaseNameInput';
import { useRefreshCatalogs } from './catalog-queries';
import {
  itemValuesOf,
  type NavigationItemValues,
  navigationItemSchema,
  type NavigationTarget,
  toNavigationBody,
} from './navigation-item-form';

interface NavigationItemModalProps {
  /** The saved section the item is added to or stays in. */
  sectionId: string;
  sectionName: string;
  /** null to add an item. */
  item: Navigation | null;
  onClose: () => void;
}

/** Adds or changes one menu item: a name and either a catalog or a link. Saved at once, like every change to the menu. */
export function NavigationItemModal({ sectionId, sectionName, item, onClose }: NavigationItemModalProps) {
  const { data: catalogs = [] } = useCatalogs();
  const refresh = useRefreshCatalogs();
  const form = useForm<NavigationItemValues>({
    mode: 'controlled',
    initialValues: itemValuesOf(item),
    validate: zod4Resolver(navigationItemSchema),
  });
  const save = useMutation({
    mutationFn: (values: NavigationItemValues) => {
      const body = toNavigationBody(sectionId, values);
      return item
        ? callApi(CATALOG_CALLS.updateNavigation, { ...body, _id: item._id })
        : callApi(CATALOG_CALLS.createNavigation, body);
    },
    onSuccess: ({ data }) => {
      notifySuccess(item ? `Item ${data.name} saved.` : `Item ${data.name} added to ${sectionName}.`);
      void refresh();
      onClose();
    },
    onError: (error) => showCallError(form, error),
  });
  const { name, target } = form.getValues();

  return (
    <Modal opened onClose={onClose} title={item ? `Edit ${item.name}` : `Add item to ${sectionName}`}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <TitleCaseNameInput {...form.getInputProps('name')} value={name} />
          <SegmentedControl
            aria-label="Links to"
            data={[
              { value: 'catalog', label: 'A catalog' },
              { value: 'link', label: 'A link' },
            ]}
            value={target}
            onChange={(value) => form.setFieldValue('target', value as NavigationTarget)}
          />
          {target === 'catalog' ? (
            <Select
              label="Catalog"
              placeholder={catalogs.length ? 'Choose a catalog' : 'No catalogs yet'}
              data={catalogs.map((c) => ({ value: c._id, label: c.name }))}
              searchable
              required
              {...form.getInputProps('catalog_id')}
            />
          ) : (
            <TextInput
              label="Link"
              placeholder="/sale or https://example.com"
              description="A page of your shop starting with /, or an address starting with https://"
              required
              maxLength={500}
              {...form.getInputProps('link')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save item
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
