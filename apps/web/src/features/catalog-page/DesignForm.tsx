import { Button, Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { type CatalogDesignValue, catalogDesign } from '@stallfront/shared/catalog-page';
import { showCallError } from '../../ui/form-errors';
import { DesignPreview } from './DesignPreview';

const SORT_CHOICES = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

interface DesignFormProps {
  /** Names the form's fields for people and tests ("All catalogs", a catalog's name). */
  name: string;
  initial: CatalogDesignValue;
  submitLabel: string;
  onSave: (design: CatalogDesignValue) => Promise<unknown>;
  /** More buttons beside the save (an override's remove). */
  actions?: ReactNode;
  /** Saves unchanged values too (a new override starts as a copy of the default). */
  savesUnchanged?: boolean;
}

/** One design's choices, with a small preview of the page they make; refusals land on their fields. */
export function DesignForm({ name, initial, submitLabel, onSave, actions, savesUnchanged }: DesignFormProps) {
  const form = useForm<CatalogDesignValue>({
    mode: 'controlled',
    initialValues: initial,
    validate: zod4Resolver(catalogDesign),
  });
  const values = form.getValues();
  const submit = form.onSubmit(async (design) => {
    try {
      await onSave(design);
      form.resetDirty(design);
    } catch (error) {
      showCallError(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Design: ${name}`}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="sm" style={{ flex: '1 1 280px' }}>
          <Labelled label="Layout">
            <SegmentedControl
              aria-label="Layout"
              data={[
                { value: 'grid', label: 'Grid' },
                { value: 'list', label: 'List' },
              ]}
              {...form.getInputProps('layout')}
            />
          </Labelled>
          <Labelled label="Columns on a desktop" error={form.errors.columns}>
            <SegmentedControl
              aria-label="Columns on a desktop"
              disabled={values.layout === 'list'}
              data={['2', '3', '4']}
              value={String(values.columns)}
              onChange={(v) => form.setFieldValue('columns', Number(v) as CatalogDesignValue['columns'])}
            />
          </Labelled>
          <Labelled label="Products a page" error={form.errors.page_size}>
            <SegmentedControl
              aria-label="Products a page"
              data={['12', '24', '48']}
              value={String(values.page_size)}
              onChange={(v) => form.setFieldValue('page_size', Number(v) as CatalogDesignValue['page_size'])}
            />
          </Labelled>
          <Select label="Sorted by default" data={SORT_CHOICES} allowDeselect={false} {...form.getInputProps('sort')} />
          <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={4}>
              Filters shoppers see
            </Text>
            <Switch label="Price range" {...form.getInputProps('filters.price', { type: 'checkbox' })} />
            <Switch label="In stock only" {...form.getInputProps('filters.in_stock', { type: 'checkbox' })} />
            <Switch label="Product tags" {...form.getInputProps('filters.tags', { type: 'checkbox' })} />
          </Stack>
        </Stack>
        <DesignPreview design={values} />
      </Group>
      <Group mt="md" gap="sm">
        <Button type="submit" loading={form.submitting} disabled={!savesUnchanged && !form.isDirty()}>
          {submitLabel}
        </Button>
        {actions}
      </Group>
    </form>
  );
}

function Labelled({ label, error, children }: { label: string; error?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
