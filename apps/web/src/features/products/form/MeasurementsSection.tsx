import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMayOpen } from '../../../app/session/use-may-open';
import { LENGTH_UNIT_OPTIONS } from '../../../ui/length-units';
import type { ProductFormValues } from './product-form';
import { SavedSetPicker } from './SavedSetPicker';

type Form = UseFormReturnType<ProductFormValues>;

const EMPTY_MODEL = {
  custom_list: [],
  mm_sets: [{ name: 'Measurements', list: [], mm_unit: 'inches' as const }],
  notes_list: [],
  additional_qty: 0,
};

/** The custom model of a made-to-measure product: measurement sets, choices, notes and extra quantity. */
export function MeasurementsSection({ form, disabled }: { form: Form; disabled: boolean }) {
  const model = form.getValues().custom_model;
  const hasSavedSets = useMayOpen('extras_measurement_sets');
  return (
    <Stack>
      {hasSavedSets && <SavedSetPicker form={form} disabled={disabled} />}
      <Switch
        label="Made to measure: shoppers give their measurements"
        checked={model !== null}
        onChange={(e) => form.setFieldValue('custom_model', e.currentTarget.checked ? EMPTY_MODEL : null)}
        disabled={disabled}
      />
      {model && (
        <>
          {model.mm_sets.map((set, index) => (
            <Paper key={form.key(`custom_model.mm_sets.${index}`)} withBorder p="xs">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label="Measurement set"
                  w={180}
                  {...form.getInputProps(`custom_model.mm_sets.${index}.name`)}
                  disabled={disabled}
                />
                <SegmentedControl
                  aria-label={`Unit of ${set.name}`}
                  data={LENGTH_UNIT_OPTIONS}
                  {...form.getInputProps(`custom_model.mm_sets.${index}.mm_unit`)}
                  disabled={disabled}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${set.name}`}
                  onClick={() => form.removeListItem('custom_model.mm_sets', index)}
                  disabled={disabled}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <TagsInput
                mt="xs"
                label="Measurements"
                placeholder="Chest, Waist, Length then Enter"
                {...form.getInputProps(`custom_model.mm_sets.${index}.list`)}
                disabled={disabled}
              />
            </Paper>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('custom_model.mm_sets', { name: '', list: [], mm_unit: 'inches' })}
            disabled={disabled}
          >
            Add measurement set
          </Button>
          {model.custom_list.map((choice, index) => (
            <Group key={form.key(`custom_model.custom_list.${index}`)} align="flex-end" wrap="nowrap">
              <TextInput
                label="Choice"
                w={180}
                {...form.getInputProps(`custom_model.custom_list.${index}.name`)}
                disabled={disabled}
              />
              <TagsInput
                label="Options"
                style={{ flex: 1 }}
                {...form.getInputProps(`custom_model.custom_list.${index}.options`)}
                disabled={disabled}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={`Remove ${choice.name || 'choice'}`}
                onClick={() => form.removeListItem('custom_model.custom_list', index)}
                disabled={disabled}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('custom_model.custom_list', { name: '', options: [] })}
            disabled={disabled}
          >
            Add a choice (such as sleeve style)
          </Button>
          <Textarea
            label="Notes to the shopper"
            description="One note per line"
            autosize
            minRows={2}
            value={model.notes_list.join('\n')}
            onChange={(e) =>
              form.setFieldValue(
                'custom_model.notes_list',
                e.currentTarget.value.split('\n').filter((l) => l.trim()),
              )
            }
            disabled={disabled}
          />
          <NumberInput
            label="Additional quantity"
            description="Extra units a made-to-measure order uses (such as fabric)"
            min={0}
            allowDecimal={false}
            w={220}
            {...form.getInputProps('custom_model.additional_qty')}
            disabled={disabled}
          />
        </>
      )}
    </Stack>
  );
}
