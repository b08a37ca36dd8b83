import { Box, ColorInput, ColorSwatch, Stack } from '@mantine/core';
import { VARIANT_COLOR } from '@stallfront/shared/product-extras';
import { ImageUploader } from '../../ui/ImageUploader';
import { ResourcePage } from '../../ui/resource-page';

type Colour = { hex: string; image: string | null };

/** The swatch as the shop draws it: the photo over the shade, where there is one. */
const Swatch = ({ colour }: { colour: Colour }) =>
  colour.image ? (
    <Box
      w={22}
      h={22}
      aria-hidden
      style={{
        borderRadius: '50%',
        backgroundColor: colour.hex,
        backgroundImage: `url(${JSON.stringify(colour.image)})`,
        backgroundSize: 'cover',
        boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.15)',
      }}
    />
  ) : (
    <ColorSwatch color={colour.hex} size={22} aria-hidden />
  );

/** /product-extras/variant-colors: colour names with their hex or a photo, drawn as swatches beside variant options of that name. */
export default function VariantColorsPage() {
  return (
    <ResourcePage<typeof VARIANT_COLOR>
      resource={VARIANT_COLOR}
      title="Variant colours"
      preview={{ header: 'Swatch', cell: (colour) => <Swatch colour={colour} /> }}
      summary={(colour) => (colour.image ? `${colour.hex} with a photo` : colour.hex)}
      blank={{ hex: '#000000', image: null }}
      fields={(form) => (
        <Stack>
          <ColorInput
            label="Colour"
            description="The swatch a shopper sees beside every variant of this colour's name"
            required
            format="hex"
            {...form.getInputProps('hex')}
          />
          <ImageUploader
            label="Swatch photo"
            max={1}
            images={form.getValues().image ? [{ url: form.getValues().image as string, alt: '' }] : []}
            onChange={(images) => form.setFieldValue('image', images[0]?.url ?? null)}
          />
        </Stack>
      )}
      emptyState={{
        title: 'No variant colours yet',
        message:
          'Name your colours once (Navy, Rust, Sage) with their shade or a photo of the fabric: every variant option of that name shows a swatch in the shop.',
      }}
    />
  );
}
