import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPhoto, IconTrash, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { countOf, toSku, VARIANT_IMAGE_COUNT, variantsFromOptions } from '@stallfront/shared/rules';
import { ImageUploader } from '../../../ui/ImageUploader';
import { MoneyInput } from '../../../ui/MoneyInput';
import { OptionsEditor } from './OptionsEditor';
import type { ProductFormValues } from './product-form';
import classes from './VariantsSection.module.css';

type Form = UseFormReturnType<ProductFormValues>;
type Carried = NonNullable<ReturnType<typeof variantsFromOptions>['carried']>;

/**
 * Every combination of the options becomes a variant: existing ones stay, one an added option
 * extends goes on as its first combination, and a product's own stock goes to the first of its
 * first variants (docs/decisions.md, "Variants from options keep the stock").
 */
function generateVariants(form: Form): Carried | null {
  const { options, variants, sku, price, stock } = form.getValues();
  const usable = options.filter((o) => o.name.trim() && o.values.length);
  const { variants: next, carried } = variantsFromOptions(usable, variants, stock, (values) => ({
    option_values: values,
    sku: toSku(`${sku}-${values.join('-')}`),
    price,
    stock: 0,
    images: [],
  }));
  form.setFieldValue('variants', next);
  return carried;
}

export function VariantsSection({ form, currency, disabled }: { form: Form; currency: string; disabled: boolean }) {
  const [imagesOf, setImagesOf] = useState<number | null>(null);
  const [carried, setCarried] = useState<Carried | null>(null);
  const { variants } = form.getValues();
  const editing = imagesOf === null ? undefined : variants[imagesOf];
  // A label per field on a narrow form; the column headings stand for them on a wide one.
  const label = (text: string) => ({ label: text, labelProps: { className: classes.fieldLabel } });
  return (
    <Stack>
      <OptionsEditor form={form} disabled={disabled} />
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconWand size={14} />}
          onClick={() => setCarried(generateVariants(form))}
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
      {carried && variants.length > 0 && (
        <Alert variant="light" color="blue" p="xs" role="status">
          The product’s {carried.stock} in stock went to {carried.to.join(' / ')}. Share them out across the variants
          below.
        </Alert>
      )}
      {variants.length > 0 && <Divider label={countOf(variants.length, 'variant')} labelPosition="left" />}
      <Stack gap="xs" className={classes.list}>
        {variants.length > 0 && (
          <div className={`${classes.row} ${classes.head}`} aria-hidden data-variant-head>
            <span className={classes.name}>Variant</span>
            <span className={classes.sku}>SKU</span>
            <span className={classes.price}>Price</span>
            <span className={classes.stock}>Stock</span>
            <span className={classes.actions} />
          </div>
        )}
        {variants.map((variant, index) => {
          const name = variant.option_values.join(' / ');
          return (
            <Paper key={form.key(`variants.${index}`)} withBorder p="xs">
              <div className={classes.row}>
                <Text fw={500} size="sm" className={classes.name} truncate>
                  {name}
                </Text>
                <TextInput
                  className={classes.sku}
                  size="xs"
                  {...label('SKU')}
                  aria-label={`SKU of ${name}`}
                  placeholder="SKU"
                  {...form.getInputProps(`variants.${index}.sku`)}
                  onChange={(e) => form.setFieldValue(`variants.${index}.sku`, toSku(e.currentTarget.value))}
                  disabled={disabled}
                />
                <MoneyInput
                  className={classes.price}
                  size="xs"
                  {...label('Price')}
                  aria-label={`Price of ${name}`}
                  currency={currency}
                  value={variant.price}
                  onChange={(minor) => form.setFieldValue(`variants.${index}.price`, minor ?? 0)}
                  error={form.errors[`variants.${index}.price`]}
                  disabled={disabled}
                />
                <NumberInput
                  className={classes.stock}
                  size="xs"
                  {...label('Stock')}
                  aria-label={`Stock of ${name}`}
                  min={0}
                  allowDecimal={false}
                  {...form.getInputProps(`variants.${index}.stock`)}
                  disabled={disabled}
                />
                <div className={classes.actions}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<IconPhoto size={14} />}
                    aria-label={`Images of ${name}: ${variant.images.length}`}
                    onClick={() => setImagesOf(index)}
                  >
                    {variant.images.length}
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove variant ${name}`}
                    onClick={() => form.removeListItem('variants', index)}
                    disabled={disabled}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </div>
              </div>
              {form.errors[`variants.${index}.option_values`] && (
                <Text c="red" size="xs" mt={4}>
                  {form.errors[`variants.${index}.option_values`]}
                </Text>
              )}
            </Paper>
          );
        })}
      </Stack>
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
