import { Group, Select } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { HIGHLIGHT_GLYPHS } from '@stallfront/shared/highlight-glyphs';
import { HIGHLIGHT, HIGHLIGHT_ICONS, type HighlightIcon } from '@stallfront/shared/product-extras';
import { ResourcePage } from '../../ui/resource-page';

const glyph = (icon: string) => {
  const Glyph = HIGHLIGHT_GLYPHS[icon as HighlightIcon] ?? IconCheck;
  return <Glyph size={18} aria-hidden />;
};
const OPTIONS = Object.entries(HIGHLIGHT_ICONS).map(([value, label]) => ({ value, label }));

/** /product-extras/highlights: selling points with an icon, listed by the buy box of chosen products and catalogs. */
export default function HighlightsPage() {
  return (
    <ResourcePage<typeof HIGHLIGHT>
      resource={HIGHLIGHT}
      title="Highlights"
      columns={[{ id: 'icon', header: 'Icon', cell: (highlight) => glyph(highlight.icon), width: 70 }]}
      summary={(highlight) => HIGHLIGHT_ICONS[highlight.icon]}
      blank={{ icon: 'check' }}
      fields={(form) => (
        <Select
          label="Icon"
          description="Shown before the text, in the shop's colour"
          required
          allowDeselect={false}
          data={OPTIONS}
          leftSection={glyph(String(form.getValues().icon))}
          renderOption={({ option }) => (
            <Group gap="xs">
              {glyph(option.value)}
              {option.label}
            </Group>
          )}
          {...form.getInputProps('icon')}
        />
      )}
      emptyState={{
        title: 'No highlights yet',
        message: 'List what makes a product worth buying (free delivery, handmade, easy returns) beside its price.',
      }}
    />
  );
}
