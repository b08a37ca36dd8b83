import { ActionIcon, Button, ColorSwatch, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useVariantColours } from '../product-queries';
import type { ProductFormValues } from './product-form';

type Form = UseFormReturnType<ProductFormValues>;

/** An option of colours ("Colour", "Color", "Frame colour") offers the store's variant colours as its values. */
const isColourOption = (name: string) => /colou?r/i.test(name);

/** Up to three options (Size, Colour, Material) with their values. */
export function OptionsEditor({ form, disabled }: { form: Form; disabled: boolean }) {
  const { options } = form.getValues();
  const { data: colours = [] } = useVariantColours(options.some((o) => isColourOption(o.name)));
  const swatchOf = new Map(colours.map((c) => [c.name, c.hex]));
  return (
    <Stack gap="xs">
      {options.map((_, index) => (
        <Group key={form.key(`options.${index}`)} align="flex-start" wrap="nowrap">
          <TextInput
            label={index === 0 ? 'Option' : undefined}
            aria-label={`Option ${index + 1} name`}
            placeholder="Size"
            w={140}
            {...form.getInputProps(`options.${index}.name`)}
            disabled={disabled}
          />
          <TagsInput
            label={index === 0 ? 'Values' : undefined}
            aria-label={`Option ${index + 1} values`}
            placeholder="S, M, L then Enter"
            style={{ flex: 1 }}
            splitChars={[',', ' ']}
            data={isColourOption(options[index]?.name ?? '') ? colours.map((c) => c.name) : []}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={swatchOf.get(option.value) ?? 'transparent'} size={16} aria-hidden />
                {option.value}
              </Group>
            )}
            {...form.getInputProps(`options.${index}.values`)}
            disabled={disabled}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={index === 0 ? 28 : 4}
            aria-label={`Remove option ${index + 1}`}
            onClick={() => form.removeListItem('options', index)}
            disabled={disabled}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {options.length < 3 && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('options', { name: '', values: [] })}
          disabled={disabled}
        >
          Add option
        </Button>
      )}
    </Stack>
  );
}
