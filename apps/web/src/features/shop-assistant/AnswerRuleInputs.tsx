import { Group, MultiSelect, Stack, TagsInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useSession } from '../../app/session/use-session';
import { MoneyInput } from '../../ui/MoneyInput';
import type { ResourceValues } from '../../ui/resource-page/types';
import { useCatalogs, useProductTags } from '../products/product-queries';

/** An answer's rule, as a rule collection's: products in any of the catalogs, with any of the tags, within the prices. */
export function AnswerRuleInputs({ form, path }: { form: UseFormReturnType<ResourceValues>; path: string }) {
  const { data: catalogs = [] } = useCatalogs();
  const { data: tags = [] } = useProductTags();
  const currency = useSession().store?.data.currency ?? 'USD';
  const price = (key: 'rule_price_min' | 'rule_price_max') => ({
    currency,
    value: (form.getInputProps(`${path}.${key}`).value as number | null) ?? null,
    onChange: (minor: number | null) => form.setFieldValue(`${path}.${key}`, minor),
    error: form.errors[`${path}.${key}`],
  });
  return (
    <Stack gap="xs">
      <MultiSelect
        label="In any of these catalogs"
        placeholder={catalogs.length ? 'Any catalog' : 'No catalogs yet'}
        data={catalogs.map((c) => ({ value: c._id, label: c.name }))}
        searchable
        clearable
        hidePickedOptions
        {...form.getInputProps(`${path}.rule_catalog_ids`)}
      />
      <TagsInput
        label="With any of these tags"
        placeholder="Type a tag and press Enter"
        data={tags.map((tag) => tag.name)}
        maxTags={50}
        {...form.getInputProps(`${path}.rule_tags`)}
      />
      <Group grow align="flex-start" gap="xs">
        <MoneyInput label="Price from" placeholder="No lowest" min={0} {...price('rule_price_min')} />
        <MoneyInput label="Price up to" placeholder="No highest" min={0} {...price('rule_price_max')} />
      </Group>
    </Stack>
  );
}
