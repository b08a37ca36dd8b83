import { MultiSelect, SegmentedControl, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { formatMoney } from '@stallfront/shared/rules';
import { SHIPPING_METHOD, type ShippingRate, type ShippingZone } from '@stallfront/shared/shipping';
import { ResourcePage } from '../../ui/resource-page';
import { MoneyInput } from '../../ui/MoneyInput';
import { useProductFeatures } from '../products/product-queries';
import { BandsEditor, COUNTRY_OPTIONS, countryName, errorUnder } from './shipping-fields';

const RATE_KINDS = [
  { value: 'flat', label: 'Flat' },
  { value: 'weight', label: 'By weight' },
  { value: 'value', label: 'By order value' },
];

function zoneSummary(zone: ShippingZone) {
  const countries =
    zone.countries.length > 3 ? `${zone.countries.length} countries` : zone.countries.map(countryName).join(', ');
  const narrowed = [
    zone.regions.length ? `${zone.regions.length} region${zone.regions.length > 1 ? 's' : ''}` : '',
    zone.postcodes.length
      ? `postcodes ${zone.postcodes.slice(0, 2).join(', ')}${zone.postcodes.length > 2 ? '…' : ''}`
      : '',
  ].filter(Boolean);
  return narrowed.length ? `${countries} (${narrowed.join(', ')})` : countries;
}

function rateSummary(rate: ShippingRate, currency: string) {
  const money = (minor: number) => (minor === 0 ? 'free' : formatMoney(minor, currency));
  const price =
    rate.kind === 'flat'
      ? money(rate.fee)
      : `${rate.bands.length} band${rate.bands.length === 1 ? '' : 's'} by ${rate.kind}`;
  return rate.free_above === null ? price : `${price}, free from ${formatMoney(rate.free_above, currency)}`;
}

/** /setting/shipping-methods: home delivery's rates, each a zone and a fee the checkout offers where both fit. */
export default function ShippingMethodsPage() {
  const currency = useProductFeatures().data?.currency ?? 'USD';
  return (
    <ResourcePage<typeof SHIPPING_METHOD>
      resource={SHIPPING_METHOD}
      title="Shipping methods"
      description="Home delivery's rates. The checkout offers each method whose zone holds the shopper's address and whose rate holds the cart; with none, standard delivery is free and express costs 10 everywhere."
      summary={(method) =>
        `${method.active ? '' : 'Off · '}${zoneSummary(method.zone)} · ${rateSummary(method.rate, currency)}`
      }
      wideForm
      blank={{
        active: true,
        zone: { countries: [], regions: [], postcodes: [] },
        rate: { kind: 'flat', fee: 0, bands: [], free_above: null },
      }}
      fields={(form) => {
        const { rate } = form.getValues() as unknown as { rate: ShippingRate };
        return (
          <>
            <Switch label="Offered at checkout" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Stack gap="xs">
              <Text fw={600} size="sm">
                Zone
              </Text>
              <MultiSelect
                label="Countries"
                placeholder="Choose countries"
                data={COUNTRY_OPTIONS}
                searchable
                value={form.getValues().zone ? (form.getValues().zone as ShippingZone).countries : []}
                onChange={(codes) => form.setFieldValue('zone.countries', codes)}
                error={errorUnder(form, 'zone.countries')}
              />
              <TagsInput
                label="Regions (optional)"
                description="States or regions as shoppers type them: KA, Karnataka. Blank: the whole countries."
                {...form.getInputProps('zone.regions')}
                error={errorUnder(form, 'zone.regions')}
              />
              <TagsInput
                label="Postcodes (optional)"
                description="A postcode, a prefix like 560*, or a range like 560001-560099. Blank: every postcode."
                {...form.getInputProps('zone.postcodes')}
                error={errorUnder(form, 'zone.postcodes')}
              />
            </Stack>
            <Stack gap="xs">
              <Text fw={600} size="sm">
                Rate
              </Text>
              <SegmentedControl data={RATE_KINDS} aria-label="Rate" {...form.getInputProps('rate.kind')} />
              {rate.kind === 'flat' ? (
                <MoneyInput
                  label="Fee"
                  currency={currency}
                  value={rate.fee}
                  onChange={(minor) => form.setFieldValue('rate.fee', minor ?? 0)}
                  error={errorUnder(form, 'rate.fee')}
                />
              ) : (
                <BandsEditor
                  form={form}
                  path="rate.bands"
                  unit={rate.kind === 'weight' ? 'grams' : 'money'}
                  currency={currency}
                />
              )}
              <MoneyInput
                label="Free from (optional)"
                description="Items worth this much or more ship free"
                currency={currency}
                value={rate.free_above}
                onChange={(minor) => form.setFieldValue('rate.free_above', minor)}
                error={errorUnder(form, 'rate.free_above')}
              />
            </Stack>
          </>
        );
      }}
      emptyState={{
        title: 'No shipping methods yet',
        message: 'Until you add one, standard delivery is free and express costs 10 in your currency, everywhere.',
      }}
    />
  );
}
