import { NumberInput, SegmentedControl, Select, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { formatMoney } from '@stallfront/shared/rules';
import { DELIVERY_METHOD, type DeliveryKind, type LocalArea } from '@stallfront/shared/shipping';
import { ResourcePage } from '../../ui/resource-page';
import { MoneyInput } from '../../ui/MoneyInput';
import { useProductFeatures } from '../products/product-queries';
import { errorUnder } from './shipping-fields';
import { useDeliveryBranches } from './shipping-queries';

const KINDS = [
  { value: 'home', label: 'Home delivery' },
  { value: 'pickup', label: 'Pickup' },
  { value: 'local', label: 'Local delivery' },
];
const KIND_LABEL: Record<DeliveryKind, string> = { home: 'Home delivery', pickup: 'Pickup', local: 'Local delivery' };

/** Postcodes placed on the map by hand, one a line: `600017 13.0418 80.2341`. */
const pointsText = (area: LocalArea) => area.points.map((p) => `${p.postcode} ${p.lat} ${p.lng}`);
function pointsOf(lines: string[]): LocalArea['points'] {
  return lines.map((line) => {
    const [postcode = '', lat = '', lng = ''] = line.trim().split(/[\s,]+/);
    return { postcode, lat: Number(lat), lng: Number(lng) };
  });
}

/** /setting/delivery-methods: home delivery, pickup at the store or a branch, local delivery by postcode or radius. */
export default function DeliveryMethodsPage() {
  const currency = useProductFeatures().data?.currency ?? 'USD';
  const branches = useDeliveryBranches().data ?? [];
  const branchName = (id: string | null) =>
    id === null ? 'the store' : (branches.find((b) => b._id === id)?.name ?? 'a branch that is gone');
  return (
    <ResourcePage<typeof DELIVERY_METHOD>
      resource={DELIVERY_METHOD}
      title="Delivery methods"
      description="How shoppers get their orders. Home delivery is priced by your shipping methods; pickup and local delivery have their own fee. With none, the shop offers home delivery, and pickup in store where your plan has it."
      summary={(method) =>
        [
          method.active ? KIND_LABEL[method.kind] : `${KIND_LABEL[method.kind]} (off)`,
          method.kind === 'pickup' ? `at ${branchName(method.branch_id)}` : '',
          method.kind === 'home'
            ? 'priced by the shipping methods'
            : method.fee === 0
              ? 'free'
              : formatMoney(method.fee, currency),
          method.kind !== 'home' && method.free_above !== null
            ? `free from ${formatMoney(method.free_above, currency)}`
            : '',
        ]
          .filter(Boolean)
          .join(' · ')
      }
      wideForm
      blank={{
        kind: 'home',
        active: true,
        branch_id: null,
        fee: 0,
        free_above: null,
        area: { postcodes: [], radius_km: null, origin: null, points: [] },
      }}
      fields={(form) => {
        const values = form.getValues() as unknown as {
          kind: DeliveryKind;
          fee: number;
          free_above: number | null;
          area: LocalArea;
        };
        const area = values.area;
        return (
          <>
            <SegmentedControl data={KINDS} aria-label="Kind" {...form.getInputProps('kind')} />
            {form.errors.kind && (
              <Text size="xs" c="red">
                {form.errors.kind}
              </Text>
            )}
            <Switch label="Offered at checkout" {...form.getInputProps('active', { type: 'checkbox' })} />
            {values.kind === 'home' && (
              <Text size="sm" c="dimmed">
                The shopper gives an address; the shipping methods whose zone holds it are offered with their fees.
              </Text>
            )}
            {values.kind === 'pickup' && (
              <Select
                label="Where"
                data={[
                  { value: '', label: 'At the store' },
                  ...branches.map((b) => ({ value: b._id, label: `${b.name}${b.address ? ` · ${b.address}` : ''}` })),
                ]}
                value={(form.getValues().branch_id as string | null) ?? ''}
                onChange={(id) => form.setFieldValue('branch_id', id ? id : null)}
                error={form.errors.branch_id}
                allowDeselect={false}
              />
            )}
            {values.kind === 'local' && (
              <Stack gap="xs">
                <TagsInput
                  label="Postcodes it reaches"
                  description="A postcode, a prefix like 600*, or a range like 600001-600099"
                  {...form.getInputProps('area.postcodes')}
                  error={errorUnder(form, 'area.postcodes')}
                />
                <NumberInput
                  label="Or within this radius of the store (km)"
                  min={0}
                  max={500}
                  decimalScale={1}
                  value={area.radius_km ?? ''}
                  onChange={(v) => form.setFieldValue('area.radius_km', v === '' ? null : Number(v))}
                  error={errorUnder(form, 'area.radius_km')}
                />
                {area.radius_km !== null && (
                  <>
                    <TagsInput
                      label="Where the store is (latitude longitude)"
                      description="As your map app shows it: 13.0827 80.2707"
                      maxTags={1}
                      value={area.origin ? [`${area.origin.lat} ${area.origin.lng}`] : []}
                      onChange={(typed) => {
                        const [lat = '', lng = ''] = (typed[0] ?? '').trim().split(/[\s,]+/);
                        form.setFieldValue('area.origin', typed[0] ? { lat: Number(lat), lng: Number(lng) } : null);
                      }}
                      error={errorUnder(form, 'area.origin')}
                    />
                    <TagsInput
                      label="Postcodes and where they are (postcode latitude longitude)"
                      description="No map service is reached: place the postcodes you deliver around once, e.g. 600017 13.0418 80.2341"
                      value={pointsText(area)}
                      onChange={(lines) => form.setFieldValue('area.points', pointsOf(lines))}
                      error={errorUnder(form, 'area.points')}
                    />
                  </>
                )}
              </Stack>
            )}
            {values.kind !== 'home' && (
              <>
                <MoneyInput
                  label="Fee"
                  currency={currency}
                  value={values.fee}
                  onChange={(minor) => form.setFieldValue('fee', minor ?? 0)}
                  error={form.errors.fee}
                />
                <MoneyInput
                  label="Free from (optional)"
                  description="Items worth this much or more go free"
                  currency={currency}
                  value={values.free_above}
                  onChange={(minor) => form.setFieldValue('free_above', minor)}
                  error={form.errors.free_above}
                />
              </>
            )}
          </>
        );
      }}
      emptyState={{
        title: 'No delivery methods yet',
        message: 'The shop offers home delivery, and pickup in store where your plan has it. Add methods to choose.',
      }}
    />
  );
}
