import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  COLLECTION,
  COLLECTION_KINDS,
  COLLECTION_SORTS,
  COLLECTION_STATUSES,
  type Collection,
} from '@stallfront/shared/collections';
import { statusColumn } from '../../ui/list-page/columns';
import { type OwnFields, ResourcePage } from '../../ui/resource-page';
import { SingleImageInput } from '../../ui/resource-page/SingleImageInput';
import { SlugInput } from '../../ui/resource-page/SlugInput';
import { RichTextField } from '../../ui/RichTextField';
import { CollectionRuleInputs } from './CollectionRuleInputs';

type CollectionValues = Omit<OwnFields<Collection>, 'product_ids'>;

const BLANK: CollectionValues = {
  slug: '',
  description: '',
  image: '',
  status: 'draft',
  kind: 'manual',
  sort: 'newest',
  rule_catalog_ids: [],
  rule_tags: [],
  rule_price_min: null,
  rule_price_max: null,
  rule_vendor_ids: [],
};
const STATUS_LOOK = { labels: COLLECTION_STATUSES, colors: { draft: 'gray', published: 'teal' } } as const;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** "Hand-picked · 4 products" or "By rules", with its address. */
function summaryOf(collection: Collection): string {
  const how =
    collection.kind === 'manual'
      ? `Hand-picked · ${collection.product_ids.length} product${collection.product_ids.length === 1 ? '' : 's'}`
      : 'By rules';
  return `${how} · /collections/${collection.slug}`;
}

/** /setting/collections: products gathered on a shop page, hand-picked or kept up to date by rules. */
export default function CollectionsPage() {
  return (
    <ResourcePage
      resource={COLLECTION}
      title="Collections"
      description="Gather products on their own shop page: pick them by hand, or let rules pick every product that fits, now and later."
      wideForm
      summary={(collection) => summaryOf(collection as Collection)}
      columns={[statusColumn('status', 'Status', STATUS_LOOK)]}
      blank={BLANK}
      productPicker={{
        description: 'The products of this collection, in the order you choose below',
        shown: (values) => values.kind === 'manual',
      }}
      fields={(form) => (
        <Stack>
          <SlugInput form={form} prefix="/collections/" noun="collection" />
          <SegmentedControl aria-label="Status" data={options(COLLECTION_STATUSES)} {...form.getInputProps('status')} />
          <SingleImageInput form={form} field="image" label="Image" />
          <RichTextField
            label="Description"
            value={String(form.getValues().description ?? '')}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description}
          />
          <Select
            label="Order in the shop"
            data={options(COLLECTION_SORTS)}
            allowDeselect={false}
            {...form.getInputProps('sort')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Products
            </Text>
            <SegmentedControl
              aria-label="How products are chosen"
              data={options(COLLECTION_KINDS)}
              {...form.getInputProps('kind')}
            />
          </Stack>
          {form.getValues().kind === 'rules' ? <CollectionRuleInputs form={form} /> : null}
        </Stack>
      )}
      emptyState={{
        title: 'No collections yet',
        message:
          'Gather products for a season, an occasion or a budget: “Summer linen”, “Gifts for him”, “Under 50”. Published collections have their own page in the shop.',
      }}
    />
  );
}
