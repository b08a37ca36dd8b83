import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPhoto, IconTrash, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { optionCombinations, toSku, VARIANT_IMAGE_COUNT } from '@stallfront/shared/rules';
import { ImageUploader } from '../../../ui/ImageUploader';
import { MoneyInput } from '../../../ui/MoneyInput';
import { OptionsEditor } from './OptionsEditor';
import type { ProductFormValues } from './product-form';
import { countOf } from '@stallfront/shared/rules';

type Form = UseFormReturnType<ProductFormValues>;

/** Every combination of the options becomes a variant; existing ones keep their SKU, price and stock. */
function generateVariants(form: Form) {
  const { options, variants, sku, price } = form.getValues();
  const usable = options.filter((o) => o.name.trim() && o.values.length);
  const next = optionCombinations(usable).map((values) => {
    const key = values.join(' / ');
    return (
      variants.find((v) => v.option_values.join(' / ') === key) ?? {
        option_values: values,
        sku: toSku(`${sku}-${values.join('-')}`),
        price,
        stock: 0,
        images: [],
      }
    );
  });
  form.setFieldValue('variants', next);
}

export function VariantsSection({ form, currency, disabled }: { form: Form; currency: string; disabled: boolean }) {
  const [imagesOf, setImagesOf] = useState<number | null>(null);
  const { variants } = form.getValues();
  const editing = imagesOf === null ? undefined : variants[imagesOf];
  return (
    <Stack>
      <OptionsEditor form={form} disabled={disabled} />
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconWand size={14} />}
          onClick={() => generateVariants(form)}
          disabled={disabled}
        >
          Create variants from options
        </Button>
        {form.errors.options && (
          <Text c="red" size="xs">
            {form.errors.options}
          </Text>
        )}
      </Group>
      {variants.length > 0 && <Divider label={countOf(variants.length, 'variant')} labelPosition="left" />}
      {variants.map((variant, index) => (
        <Paper key={form.key(`variants.${index}`)} withBorder p="xs">
          <Group justify="space-between" mb={6}>
            <Text fw={500} size="sm">
              {variant.option_values.join(' / ')}
            </Text>
            <Group gap={4}>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPhoto size={14} />}
                onClick={() => setImagesOf(index)}
              >
                {variant.images.length} images
              </Button>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove variant ${variant.option_values.join(' / ')}`}
                onClick={() => form.removeListItem('variants', index)}
                disabled={disabled}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <TextInput
              size="xs"
              aria-label={`SKU of ${variant.option_values.join(' / ')}`}
              placeholder="SKU"
              {...form.getInputProps(`variants.${index}.sku`)}
              onChange={(e) => form.setFieldValue(`variants.${index}.sku`, toSku(e.currentTarget.value))}
              disabled={disabled}
            />
            <MoneyInput
              size="xs"
              aria-label={`Price of ${variant.option_values.join(' / ')}`}
              currency={currency}
              value={variant.price}
              onChange={(minor) => form.setFieldValue(`variants.${index}.price`, minor ?? 0)}
              error={form.errors[`variants.${index}.price`]}
              disabled={disabled}
            />
            <NumberInput
              size="xs"
              aria-label={`Stock of ${variant.option_values.join(' / ')}`}
              min={0}
              allowDecimal={false}
              {...form.getInputProps(`variants.${index}.stock`)}
              disabled={disabled}
            />
          </SimpleGrid>
          {form.errors[`variants.${index}.option_values`] && (
            <Text c="red" size="xs" mt={4}>
              {form.errors[`variants.${index}.option_values`]}
            </Text>
          )}
        </Paper>
      ))}
      <Modal
        opened={editing !== undefined}
        onClose={() => setImagesOf(null)}
        title={`Images of ${editing?.option_values.join(' / ') ?? ''}`}
        size="lg"
      >
        {editing && imagesOf !== null && (
          <ImageUploader
            label="Variant images"
            max={VARIANT_IMAGE_COUNT}
            images={editing.images}
            onChange={(images) => form.setFieldValue(`variants.${imagesOf}.images`, images)}
            disabled={disabled}
          />
        )}
      </Modal>
    </Stack>
  );
}
