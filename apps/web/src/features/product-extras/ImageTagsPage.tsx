import { Badge, ColorInput } from '@mantine/core';
import { IMAGE_TAG } from '@stallfront/shared/product-extras';
import { textToneOn } from '@stallfront/shared/rules';
import { ResourcePage } from '../../ui/resource-page';

/** Colours a shop's badges are usually in: a blue, a green, an amber, a red, a violet, a dark grey. */
const SWATCHES = ['#1c7ed6', '#2b8a3e', '#f59f00', '#c92a2a', '#7048e8', '#343a40'];

/** The badge as the shop draws it over a picture. */
const preview = (tag: { name: string; color: string }) => (
  <Badge radius="xl" bg={tag.color} c={textToneOn(tag.color) === 'dark' ? '#111' : '#fff'} tt="none">
    {tag.name}
  </Badge>
);

/** /product-extras/image-tags: badges ("New", "Handmade") laid over the pictures of chosen products and catalogs. */
export default function ImageTagsPage() {
  return (
    <ResourcePage<typeof IMAGE_TAG>
      resource={IMAGE_TAG}
      title="Image tags"
      summary={(tag) => tag.color}
      preview={{ header: 'In the shop', cell: preview }}
      blank={{ color: SWATCHES[0] }}
      fields={(form) => (
        <ColorInput
          label="Colour"
          description="The badge's background; its text turns dark or light to stay readable"
          required
          format="hex"
          swatches={SWATCHES}
          {...form.getInputProps('color')}
        />
      )}
      emptyState={{
        title: 'No image tags yet',
        message:
          'Mark products with a badge over their pictures ("New", "Handmade", "Bestseller") in a colour of yours.',
      }}
    />
  );
}
