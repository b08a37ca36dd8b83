import { NumberInput, SegmentedControl, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { MEASUREMENT_SET } from '@stallfront/shared/product-extras';
import { LENGTH_UNIT_NAMES, type LengthUnit } from '@stallfront/shared/rules';
import { LENGTH_UNIT_OPTIONS } from '../../ui/length-units';
import { ResourcePage } from '../../ui/resource-page';

/** /product-extras/measurement-sets: a made-to-measure product's measurements written once, for the product form to copy. */
export default function MeasurementSetsPage() {
  return (
    <ResourcePage<typeof MEASUREMENT_SET>
      resource={MEASUREMENT_SET}
      title="Measurement sets"
      summary={(set) => `${LENGTH_UNIT_NAMES[set.mm_unit as LengthUnit]} · ${set.list.join(', ')}`}
      blank={{ mm_unit: 'inches', list: [], notes_list: [], additional_qty: 0 }}
      fields={(form) => {
        const notes = form.getValues().notes_list as string[];
        return (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Unit
              </Text>
              <SegmentedControl data={LENGTH_UNIT_OPTIONS} aria-label="Unit" {...form.getInputProps('mm_unit')} />
            </Stack>
            <TagsInput
              label="Measurements"
              description="What the shopper measures, in order: type each, then Enter"
              placeholder="Chest, Waist, Length"
              required
              maxTags={40}
              {...form.getInputProps('list')}
            />
            <Textarea
              label="Notes to the shopper"
              description="How to measure, how long stitching takes: one note a line"
              autosize
              minRows={2}
              value={notes.join('\n')}
              error={form.errors.notes_list ?? form.errors['notes_list.0']}
              onChange={(e) =>
                form.setFieldValue(
                  'notes_list',
                  e.currentTarget.value.split('\n').filter((line) => line.trim()),
                )
              }
            />
            <NumberInput
              label="Additional quantity"
              description="Extra units a made-to-measure order uses (such as fabric)"
              min={0}
              max={1000}
              allowDecimal={false}
              w={220}
              {...form.getInputProps('additional_qty')}
            />
          </>
        );
      }}
      emptyState={{
        title: 'No measurement sets yet',
        message:
          'Write the measurements a made-to-measure piece needs (a kurta, a blouse) once, and pick them in any product’s form.',
      }}
    />
  );
}
