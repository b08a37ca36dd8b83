import { ActionIcon, Button, Group, Input, NumberInput, Table, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { SizeTable } from '@stallfront/shared/rules';
import type { ResourceValues } from '../../ui/resource-page';

/** A new size or measurement's name for the merchant to overwrite, as charts usually run. */
const NEXT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];

/**
 * The grid of a size chart: measurement names across, sizes down, a length in each cell (blank
 * where a size has none). Adding or removing a column keeps every row's values in step.
 */
export function SizeTableEditor({ form }: { form: UseFormReturnType<ResourceValues> }) {
  const chart = form.getValues().chart as SizeTable;
  const set = (next: SizeTable) => form.setFieldValue('chart', next);
  const unused = NEXT_SIZES.find((size) => !chart.rows.some((row) => row.size === size)) ?? '';

  const addMeasurement = () =>
    set({
      measurements: [...chart.measurements, ''],
      rows: chart.rows.map((r) => ({ ...r, values: [...r.values, null] })),
    });
  const removeMeasurement = (at: number) =>
    set({
      measurements: chart.measurements.filter((_, i) => i !== at),
      rows: chart.rows.map((r) => ({ ...r, values: r.values.filter((_, i) => i !== at) })),
    });
  const addSize = () =>
    set({ ...chart, rows: [...chart.rows, { size: unused, values: chart.measurements.map(() => null) }] });
  const removeSize = (at: number) => set({ ...chart, rows: chart.rows.filter((_, i) => i !== at) });

  const error = form.errors['chart.measurements'] ?? form.errors['chart.rows'] ?? form.errors.chart;
  return (
    <Input.Wrapper
      label="Sizes and measurements"
      description="One row per size; leave a cell blank where a size has no figure"
      error={error}
    >
      <Table.ScrollContainer minWidth={120 + chart.measurements.length * 140} mt="xs">
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={4} aria-label="Size chart grid">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Size</Table.Th>
              {chart.measurements.map((_, j) => (
                <Table.Th key={j}>
                  <Group gap={2} wrap="nowrap">
                    <TextInput
                      aria-label={`Measurement ${j + 1}`}
                      placeholder="Chest"
                      maxLength={30}
                      size="xs"
                      flex={1}
                      {...form.getInputProps(`chart.measurements.${j}`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove measurement ${chart.measurements[j] || j + 1}`}
                      disabled={chart.measurements.length === 1}
                      onClick={() => removeMeasurement(j)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Group>
                </Table.Th>
              ))}
              <Table.Th w={40}>
                <ActionIcon
                  variant="light"
                  aria-label="Add a measurement"
                  disabled={chart.measurements.length >= 8}
                  onClick={addMeasurement}
                >
                  <IconPlus size={16} />
                </ActionIcon>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chart.rows.map((row, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput
                    aria-label={`Size ${i + 1}`}
                    maxLength={20}
                    size="xs"
                    {...form.getInputProps(`chart.rows.${i}.size`)}
                  />
                </Table.Td>
                {row.values.map((value, j) => (
                  <Table.Td key={j}>
                    <NumberInput
                      aria-label={`${chart.measurements[j] || `Measurement ${j + 1}`} of ${row.size || `size ${i + 1}`}`}
                      size="xs"
                      min={0}
                      max={999}
                      decimalScale={2}
                      hideControls
                      value={value ?? ''}
                      error={form.errors[`chart.rows.${i}.values.${j}`]}
                      onChange={(next) =>
                        form.setFieldValue(`chart.rows.${i}.values.${j}`, next === '' ? null : Number(next))
                      }
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove size ${row.size || i + 1}`}
                    disabled={chart.rows.length === 1}
                    onClick={() => removeSize(i)}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        disabled={chart.rows.length >= 30}
        onClick={addSize}
      >
        Add a size
      </Button>
    </Input.Wrapper>
  );
}
