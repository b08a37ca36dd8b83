import { ColorInput, ColorSwatch } from '@mantine/core';
import { VARIANT_COLOR } from '@stallfront/shared/product-extras';
import { ResourcePage } from '../../ui/resource-page';

/** /product-extras/variant-colors: colour names with their hex, drawn as swatches beside variant options of that name. */
export default function VariantColorsPage() {
  return (
    <ResourcePage<typeof VARIANT_COLOR>
      resource={VARIANT_COLOR}
      title="Variant colours"
      preview={{ header: 'Swatch', cell: (colour) => <ColorSwatch color={colour.hex} size={22} aria-hidden /> }}
      summary={(colour) => colour.hex}
      blank={{ hex: '#000000' }}
      fields={(form) => (
        <ColorInput
          label="Colour"
          description="The swatch a shopper sees beside every variant of this colour's name"
          required
          format="hex"
          {...form.getInputProps('hex')}
        />
      )}
      emptyState={{
        title: 'No variant colours yet',
        message:
          'Name your colours once (Navy, Rust, Sage) with their shade: every variant option of that name shows a swatch in the shop.',
      }}
    />
  );
}
