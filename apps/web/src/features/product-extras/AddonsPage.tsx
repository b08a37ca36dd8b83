import { NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { ADDON } from '@stallfront/shared/product-extras';
import { ADDON_FILE_HINT, formatMoney } from '@stallfront/shared/rules';
import { ResourcePage } from '../../ui/resource-page';
import { MoneyInput } from '../../ui/MoneyInput';
import { useProductFeatures } from '../products/product-queries';

const KINDS = [
  { value: 'tick', label: 'A tick (gift wrap)' },
  { value: 'text', label: 'A text (a monogram)' },
  { value: 'file', label: 'A file to print' },
];

const KIND_SUMMARY = { tick: 'tick', file: 'file to print' } as const;

/** /product-extras/addons: paid options of chosen products, asked for in the shop's buy box and priced into the order. */
export default function AddonsPage() {
  const currency = useProductFeatures().data?.currency ?? 'USD';
  return (
    <ResourcePage<typeof ADDON>
      resource={ADDON}
      title="Add-ons"
      summary={(addon) =>
        [
          `+${formatMoney(addon.price, currency)}`,
          addon.kind === 'text' ? `text up to ${addon.max_chars}` : KIND_SUMMARY[addon.kind],
          addon.required ? 'required' : 'optional',
        ].join(' · ')
      }
      blank={{ kind: 'tick', price: 0, required: false, max_chars: 30 }}
      fields={(form) => {
        const values = form.getValues();
        return (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                The shopper gives
              </Text>
              <SegmentedControl data={KINDS} aria-label="The shopper gives" {...form.getInputProps('kind')} />
              {values.kind === 'file' && (
                <Text size="xs" c="dimmed">
                  {`The shopper sends a ${ADDON_FILE_HINT}; download it from the order's page.`}
                </Text>
              )}
            </Stack>
            <MoneyInput
              label="Price"
              description="Added to each unit the shopper buys with it"
              currency={currency}
              value={values.price as number}
              onChange={(minor) => form.setFieldValue('price', minor ?? 0)}
              error={form.errors.price}
            />
            {values.kind === 'text' && (
              <NumberInput
                label="Longest text"
                description="Characters the shopper may write"
                min={1}
                max={200}
                allowDecimal={false}
                {...form.getInputProps('max_chars')}
              />
            )}
            <Switch
              label="Required"
              description="The item cannot be added to the cart without it"
              {...form.getInputProps('required', { type: 'checkbox' })}
            />
          </>
        );
      }}
      emptyState={{
        title: 'No add-ons yet',
        message: 'Charge for the extras a shopper asks for: gift wrap, a monogram, a printed name.',
      }}
    />
  );
}
