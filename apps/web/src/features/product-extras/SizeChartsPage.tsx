import { SegmentedControl, Stack, Text } from '@mantine/core';
import { SIZE_CHART } from '@stallfront/shared/product-extras';
import { countOf, LENGTH_UNIT_NAMES, type LengthUnit, type SizeTable } from '@stallfront/shared/rules';
import { LENGTH_UNIT_OPTIONS } from '../../ui/length-units';
import { ResourcePage } from '../../ui/resource-page';
import { SizeTableEditor } from './SizeTableEditor';

/** "Inches · 5 sizes · Chest, Waist, Length" */
const summary = (item: { unit: string; chart: SizeTable }) =>
  [
    LENGTH_UNIT_NAMES[item.unit as LengthUnit],
    countOf(item.chart.rows.length, 'size'),
    item.chart.measurements.join(', '),
  ].join(' · ');

/** /product-extras/size-chart: sizes by measurement, shown on chosen products and catalogs in inches or cm, the shopper's pick. */
export default function SizeChartsPage() {
  return (
    <ResourcePage<typeof SIZE_CHART>
      resource={SIZE_CHART}
      title="Size charts"
      summary={summary}
      wideForm
      blank={{
        unit: 'inches',
        chart: { measurements: ['Chest', 'Waist'], rows: [{ size: 'S', values: [null, null] }] },
      }}
      fields={(form) => (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Written in
            </Text>
            <SegmentedControl data={LENGTH_UNIT_OPTIONS} {...form.getInputProps('unit')} aria-label="Written in" />
            <Text size="xs" c="dimmed">
              Shoppers may switch to the other unit; it is converted at 2.54 cm to the inch
            </Text>
          </Stack>
          <SizeTableEditor form={form} />
        </>
      )}
      emptyState={{
        title: 'No size charts yet',
        message: 'Write a chart of sizes once (chest, waist, length…) and show it on every product it fits.',
      }}
    />
  );
}
