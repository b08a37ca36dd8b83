import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { RecipeIngredient } from '@stallfront/shared/recipes';
import { ProductPicker } from '../../ui/resource-page';
import type { ResourceValues } from '../../ui/resource-page/types';

type RecipeForm = UseFormReturnType<ResourceValues>;

const listError = (form: RecipeForm, key: string) =>
  typeof form.errors[key] === 'string' ? (
    <Text c="red" size="xs">
      {form.errors[key]}
    </Text>
  ) : null;

/** The ingredients: the words a cook reads, the store's product for each (optional) and how many the cart takes. */
export function IngredientRows({ form }: { form: RecipeForm }) {
  const rows = (form.getValues().ingredients ?? []) as RecipeIngredient[];
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Ingredients
      </Text>
      {rows.map((row, i) => (
        <Paper key={i} withBorder p="sm">
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={`Ingredient ${i + 1}`}
              placeholder="2 ripe tomatoes"
              style={{ flex: '2 1 12rem' }}
              maxLength={200}
              {...form.getInputProps(`ingredients.${i}.text`)}
            />
            <div style={{ flex: '2 1 12rem' }}>
              <ProductPicker
                label={`Product for ingredient ${i + 1}`}
                description="Optional: what the cart takes"
                maxValues={1}
                value={row.product_id ? [row.product_id] : []}
                onChange={(ids) => form.setFieldValue(`ingredients.${i}.product_id`, ids[0] ?? null)}
                error={form.errors[`ingredients.${i}.product_id`]}
              />
            </div>
            <NumberInput
              label="How many"
              min={1}
              max={99}
              allowDecimal={false}
              w={96}
              {...form.getInputProps(`ingredients.${i}.quantity`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Remove ingredient ${i + 1}`}
              onClick={() => form.removeListItem('ingredients', i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {listError(form, 'ingredients')}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('ingredients', { text: '', product_id: null, quantity: 1 })}
      >
        Add an ingredient
      </Button>
    </Stack>
  );
}

/** The method, a step a row, in order. */
export function StepRows({ form }: { form: RecipeForm }) {
  const steps = (form.getValues().steps ?? []) as string[];
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Method
      </Text>
      {steps.map((_, i) => (
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            aria-label={`Step ${i + 1}`}
            autosize
            minRows={2}
            maxLength={1000}
            style={{ flex: 1 }}
            {...form.getInputProps(`steps.${i}`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={`Remove step ${i + 1}`}
            onClick={() => form.removeListItem('steps', i)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {listError(form, 'steps')}
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('steps', '')}>
        Add a step
      </Button>
    </Stack>
  );
}
