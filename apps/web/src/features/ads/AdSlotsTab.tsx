import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { AD_PLACEMENT_LABELS, AD_PLACEMENTS, AD_SLOT, type AdPlacement } from '@stallfront/shared/ads';
import { formatMoney } from '@stallfront/shared/rules';
import { MoneyInput } from '../../ui/MoneyInput';
import { ResourcePage } from '../../ui/resource-page';
import { useProductFeatures } from '../products/product-queries';

const PLACES = AD_PLACEMENTS.map((value) => ({ value, label: AD_PLACEMENT_LABELS[value] }));

/** The owner's ad slots: where ads show, the picture's size, the price a day and how many run at once. */
export function AdSlotsTab() {
  const currency = useProductFeatures().data?.currency ?? 'USD';
  return (
    <ResourcePage<typeof AD_SLOT>
      resource={AD_SLOT}
      title="Ad slots"
      description="Places on your shop that vendors may buy by the day. A slot shows at most its number of ads at once; a vendor cannot buy days it is full."
      summary={(slot) =>
        [
          AD_PLACEMENT_LABELS[slot.placement as AdPlacement],
          slot.size,
          `${formatMoney(slot.price_per_day as number, currency)} a day`,
          `${slot.max_running} at once`,
        ].join(' · ')
      }
      blank={{ placement: 'home_banner', size: '1200 × 300', price_per_day: 0, max_running: 1 }}
      fields={(form) => {
        const values = form.getValues() as unknown as { price_per_day: number };
        return (
          <Stack>
            <Select label="Where it shows" data={PLACES} allowDeselect={false} {...form.getInputProps('placement')} />
            <TextInput
              label="Picture size"
              description="What vendors should send, like 1200 × 300"
              maxLength={40}
              {...form.getInputProps('size')}
            />
            <MoneyInput
              label="Price a day"
              currency={currency}
              value={values.price_per_day}
              onChange={(minor) => form.setFieldValue('price_per_day', minor ?? 0)}
              error={form.errors.price_per_day}
            />
            <NumberInput
              label="Ads at once"
              description="How many ads the slot shows on the same day"
              min={1}
              max={20}
              allowDecimal={false}
              {...form.getInputProps('max_running')}
            />
          </Stack>
        );
      }}
      emptyState={{
        title: 'No ad slots yet',
        message: 'Add a slot, such as a banner on your shop’s home page, and your vendors can buy days in it.',
      }}
    />
  );
}
