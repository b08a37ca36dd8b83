import { Group, MultiSelect, Stack, TagsInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useSession } from '../../app/session/use-session';
import { MoneyInput } from '../../ui/MoneyInput';
import type { ResourceValues } from '../../ui/resource-page/types';
import { useCatalogs, useProductFeatures, useProductTags } from '../products/product-queries';

/** A rule collection's rules: every product matching all the rules given, any entry of each list. */
export function CollectionRuleInputs({ form }: { form: UseFormReturnType<ResourceValues> }) {
  const { data: catalogs = [] } = useCatalogs();
  const { data: tags = [] } = useProductTags();
  const { data: features } = useProductFeatures();
  const currency = useSession().store?.data.currency ?? 'USD';
  const vendors = features?.vendors ?? [];
  const price = (key: 'rule_price_min' | 'rule_price_max') => ({
    currency,
    value: (form.getValues()[key] as number | null) ?? null,
    onChange: (minor: number | null) => form.setFieldValue(key, minor),
    error: form.errors[key],
  });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The shop lists every shown product matching all the rules you give, including products added later.
      </Text>
      <MultiSelect
        label="In any of these catalogs"
        placeholder={catalogs.length ? 'Any catalog' : 'No catalogs yet'}
        data={catalogs.map((c) => ({ value: c._id, label: c.name }))}
        searchable
        clearable
        hidePickedOptions
        {...form.getInputProps('rule_catalog_ids')}
      />
      <TagsInput
        label="With any of these tags"
        placeholder="Type a tag and press Enter"
        data={tags.map((tag) => tag.name)}
        maxTags={50}
        {...form.getInputProps('rule_tags')}
      />
      <Group grow align="flex-start">
        <MoneyInput label="Price from" placeholder="No lowest" min={0} {...price('rule_price_min')} />
        <MoneyInput label="Price up to" placeholder="No highest" min={0} {...price('rule_price_max')} />
      </Group>
      {vendors.length > 0 && (
        <MultiSelect
          label="From any of these vendors"
          placeholder="Any vendor"
          data={vendors.map((v) => ({ value: v._id, label: v.name }))}
          searchable
          clearable
          hidePickedOptions
          {...form.getInputProps('rule_vendor_ids')}
        />
      )}
    </Stack>
  );
}
