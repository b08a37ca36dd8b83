import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PackageItem, STAFF_FEATURES } from '@stallfront/shared/catalogue';
import { showCallError } from '../../ui/form-errors';
import { MoneyInput } from '../../ui/MoneyInput';
import { notifySuccess } from '../../ui/notify';
import { highlightLines } from './highlight-lines';
import { useCurrencies, useFeatures, useSavePackage } from './catalogue-queries';

interface Values {
  name: string;
  prices: Record<string, number | null>;
  fee_percent: number | string;
  product_limit: number | string;
  staff_tier: string | null;
  features: string[];
  active: boolean;
  /** One bullet line of the plans page a line. */
  highlights: string;
  immediate: boolean;
}

const isStaff = (f: string) => (STAFF_FEATURES as readonly string[]).includes(f);

/** One package's next version: prices per billing currency, fee, features, staff tier, limit. */
export function PackageEditModal({ pkg, onClose }: { pkg: PackageItem; onClose: () => void }) {
  const currencies = useCurrencies();
  const features = useFeatures();
  const save = useSavePackage();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: pkg.name,
      prices: pkg.prices,
      fee_percent: pkg.transaction_fee_bps / 100,
      product_limit: pkg.product_limit ?? '',
      staff_tier: pkg.staff_tier,
      features: pkg.features.filter((f) => !isStaff(f)),
      active: pkg.active,
      highlights: pkg.highlights.join('\n'),
      immediate: false,
    },
  });
  const active = (currencies.data?.list ?? []).filter((c) => c.active || pkg.prices[c.code] !== undefined);
  const featureOptions = (features.data?.list ?? [])
    .filter((f) => !isStaff(f.key))
    .map((f) => ({ value: f.key, label: f.name }));

  const submit = form.onSubmit(async (v) => {
    const prices = Object.fromEntries(
      Object.entries(v.prices).filter((e): e is [string, number] => e[1] !== null && e[1] !== undefined),
    );
    try {
      const saved = await save.mutateAsync({
        _id: pkg._id,
        version: pkg.version,
        name: v.name,
        prices,
        transaction_fee_bps: Math.round(Number(v.fee_percent) * 100),
        product_limit: v.product_limit === '' ? null : Number(v.product_limit),
        staff_tier: v.staff_tier,
        features: v.features,
        active: v.active,
        highlights: highlightLines(v.highlights),
        immediate: v.immediate,
      });
      notifySuccess(saved.message);
      onClose();
    } catch (error) {
      showCallError(form, error);
    }
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${pkg.name}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Text size="sm" fw={500}>
            Monthly price
          </Text>
          <Group grow wrap="wrap">
            {active.map((c) => (
              <MoneyInput
                key={c.code}
                label={`${c.code}${c.code === pkg.currency ? ' (billed in)' : ''}`}
                miw={140}
                currency={c.code}
                value={form.getValues().prices[c.code] ?? null}
                onChange={(minor) => form.setFieldValue(`prices.${c.code}`, minor)}
                error={form.errors[`prices.${c.code}`]}
              />
            ))}
          </Group>
          {typeof form.errors.prices === 'string' && (
            <Text size="xs" c="red">
              {form.errors.prices}
            </Text>
          )}
          <Group grow wrap="wrap">
            <NumberInput
              label="Transaction fee (%)"
              min={0}
              max={100}
              decimalScale={2}
              miw={140}
              {...form.getInputProps('fee_percent')}
              error={form.errors.fee_percent ?? form.errors.transaction_fee_bps}
            />
            <NumberInput
              label="Product limit"
              placeholder="Unlimited"
              min={1}
              allowDecimal={false}
              miw={140}
              {...form.getInputProps('product_limit')}
            />
            <Select
              label="Staff accounts"
              placeholder="None"
              clearable
              miw={140}
              data={STAFF_FEATURES.map((f) => ({ value: f, label: f.replace('_staff', ' staff') }))}
              {...form.getInputProps('staff_tier')}
            />
          </Group>
          <MultiSelect label="Features included" data={featureOptions} searchable {...form.getInputProps('features')} />
          <Textarea
            label="Highlights"
            description="The bullet lines of this plan on the stores' plans page, one a line (at most 10)."
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('highlights')}
            error={
              form.errors.highlights ??
              Object.entries(form.errors).find(([field]) => field.startsWith('highlights.'))?.[1]
            }
          />
          <Switch label="Offered to stores" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Checkbox
            label="Apply now to every store on it"
            description="Otherwise stores keep their current terms until their next renewal; new stores get this version now."
            {...form.getInputProps('immediate', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save version {pkg.version + 1}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
