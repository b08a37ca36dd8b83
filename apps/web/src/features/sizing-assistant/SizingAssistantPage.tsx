import { MultiSelect, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  SIZING_ASSISTANT,
  SIZING_ASSISTANT_DEFAULTS,
  SIZING_MEASUREMENT_INFO,
  SIZING_MEASUREMENTS,
  type SizingAssistant,
} from '@stallfront/shared/sizing-assistant';
import { LENGTH_UNIT_NAMES, LENGTH_UNIT_SHORT } from '@stallfront/shared/rules';
import { CatalogPicker } from '../../ui/resource-page/AttachPickers';
import { SettingPage } from '../../ui/setting-page';
import { SizingTryIt } from './SizingTryIt';

const MEASUREMENT_CHOICES = SIZING_MEASUREMENTS.map((key) => ({
  value: key,
  label: SIZING_MEASUREMENT_INFO[key].label,
}));
const UNIT_CHOICES = (['cms', 'inches'] as const).map((unit) => ({ value: unit, label: LENGTH_UNIT_NAMES[unit] }));

/** /setting/sizing-assistant: the shop's "Find my size" panel on products with a size chart, and a try-it preview. */
export default function SizingAssistantPage() {
  return (
    <SettingPage<SizingAssistant>
      setting={SIZING_ASSISTANT}
      title="Sizing assistant"
      blank={SIZING_ASSISTANT_DEFAULTS}
      sections={(form) => {
        const values = form.getValues();
        const unit = LENGTH_UNIT_SHORT[values.unit];
        return [
          {
            id: 'panel',
            title: 'Find my size',
            description:
              'Shoppers enter their measurements on a product page and get the size its size chart suggests.',
            content: (
              <Stack>
                <Switch label="Show the sizing assistant" {...form.getInputProps('enabled', { type: 'checkbox' })} />
                <TextInput label="Button label" required maxLength={40} {...form.getInputProps('button_label')} />
              </Stack>
            ),
          },
          {
            id: 'measurements',
            title: 'Measurements',
            description: 'Asked where the product’s size chart has a column of that name (Hip counts as hips).',
            content: (
              <Stack>
                <MultiSelect
                  label="Measurements to ask"
                  required
                  data={MEASUREMENT_CHOICES}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('measurements')}
                />
                <Select
                  label="Shoppers enter them in"
                  required
                  allowDeselect={false}
                  data={UNIT_CHOICES}
                  description="Charts written in the other unit are converted"
                  {...form.getInputProps('unit')}
                />
              </Stack>
            ),
          },
          {
            id: 'fit',
            title: 'Fit',
            content: (
              <Stack>
                <Switch
                  label="Let shoppers choose a snug, regular or loose fit"
                  {...form.getInputProps('offer_fit', { type: 'checkbox' })}
                />
                <NumberInput
                  label={`How much a snug or loose fit changes a measurement (${unit})`}
                  description="Loose sizes the shopper as this much bigger, snug as this much smaller"
                  min={0.5}
                  max={10}
                  step={0.5}
                  decimalScale={1}
                  {...form.getInputProps('fit_tolerance')}
                />
              </Stack>
            ),
          },
          {
            id: 'where',
            title: 'Where it shows',
            description: 'Only on products with a size chart.',
            content: (
              <Stack>
                <Switch
                  label="On products of every catalog"
                  {...form.getInputProps('all_catalogs', { type: 'checkbox' })}
                />
                {values.all_catalogs ? null : (
                  <CatalogPicker
                    value={values.catalog_ids}
                    onChange={(ids) => form.setFieldValue('catalog_ids', ids)}
                    error={form.errors.catalog_ids}
                    description="Products in any of these catalogs"
                  />
                )}
              </Stack>
            ),
          },
        ];
      }}
      aside={(values) => <SizingTryIt setting={values} />}
    />
  );
}
