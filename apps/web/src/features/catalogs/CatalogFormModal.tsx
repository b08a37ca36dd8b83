import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CATALOG_CALLS, type Catalog, catalogBody } from '@stallfront/shared/catalogs';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { showCallError } from '../../ui/form-errors';
import { ImageUploader } from '../../ui/ImageUploader';
import { notifySuccess } from '../../ui/notify';
import { EditingNotice } from '../editing/EditingNotice';
import {
  CommissionFields,
  type CommissionValues,
  commissionOf,
  commissionValuesOf,
  onCommissionInput,
} from '../vendors/commission-fields';
import { TitleCaseNameInput } from './TitleCaseNameInput';
import { useRefreshCatalogs } from './catalog-queries';

// A type alias, not an interface, so it fits the zod resolver's Record<string, unknown>.
type CatalogFormValues = CommissionValues & {
  name: string;
  description: string;
  status: Catalog['status'];
  image: string | null;
};

const valuesOf = (catalog: Catalog | null): CatalogFormValues => ({
  name: catalog?.name ?? '',
  description: catalog?.description ?? '',
  status: catalog?.status ?? 'active',
  image: catalog?.image ?? null,
  ...commissionValuesOf(catalog?.vendor_commission),
});

const bodyOf = ({ commission_kind: _, percent: __, flat: ___, ...values }: CatalogFormValues) => ({
  ...values,
  vendor_commission: commissionOf({ commission_kind: _, percent: __, flat: ___ }),
});

/** Adds a catalog (catalog null) or changes one; a name the store already uses is refused on the Name field. */
export function CatalogFormModal({ catalog, onClose }: { catalog: Catalog | null; onClose: () => void }) {
  const refresh = useRefreshCatalogs();
  const { store } = useSession();
  const multiVendor = store?.data.type === 'multi_vendor';
  const form = useForm<CatalogFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(catalog),
    validate: (values) => onCommissionInput(zod4Resolver(catalogBody)(bodyOf(values)), values, 'vendor_commission'),
  });
  const save = useMutation({
    mutationFn: (values: CatalogFormValues) =>
      catalog
        ? callApi(CATALOG_CALLS.update, { ...bodyOf(values), _id: catalog._id, version: catalog.version })
        : callApi(CATALOG_CALLS.create, bodyOf(values)),
    onSuccess: ({ data }) => {
      notifySuccess(catalog ? `Catalog ${data.name} saved.` : `Catalog ${data.name} added.`);
      void refresh();
      onClose();
    },
    onError: (error) => showCallError(form, error),
  });
  const { name, image } = form.getValues();

  return (
    <Modal opened onClose={onClose} title={catalog ? `Edit ${catalog.name}` : 'Add catalog'} size="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          {catalog && <EditingNotice subject={`catalog:${catalog._id}`} what="this catalog" />}
          <TitleCaseNameInput {...form.getInputProps('name')} value={name} />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Radio.Group
            label="Status"
            description="Hidden catalogs are not shown in the shop"
            {...form.getInputProps('status')}
          >
            <Group mt="xs">
              <Radio value="active" label="Active" />
              <Radio value="hidden" label="Hidden" />
            </Group>
          </Radio.Group>
          <div>
            <ImageUploader
              label="Image"
              max={1}
              images={image ? [{ url: image, alt: '' }] : []}
              onChange={(images) => form.setFieldValue('image', images[0]?.url ?? null)}
            />
            {form.errors.image && (
              <Text c="red" size="xs" mt={4}>
                {form.errors.image}
              </Text>
            )}
          </div>
          {multiVendor && (
            <CommissionFields
              form={form}
              currency={store?.data.currency ?? 'USD'}
              label="Vendor commission"
              defaultLabel="Each vendor’s own"
              percentHelp="Your cut of vendors’ lines in this catalog, for vendors without a rate of their own"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
