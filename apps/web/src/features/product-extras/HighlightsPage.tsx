import { HIGHLIGHT_GLYPHS } from '@stallfront/shared/glyphs';
import { HIGHLIGHT, HIGHLIGHT_ICONS } from '@stallfront/shared/product-extras';
import { ResourcePage } from '../../ui/resource-page';
import { IconGlyph, IconSelect } from './IconSelect';

/** /product-extras/highlights: selling points with an icon, listed by the buy box of chosen products and catalogs. */
export default function HighlightsPage() {
  return (
    <ResourcePage<typeof HIGHLIGHT>
      resource={HIGHLIGHT}
      title="Highlights"
      preview={{ header: 'Icon', cell: (highlight) => <IconGlyph glyphs={HIGHLIGHT_GLYPHS} icon={highlight.icon} /> }}
      summary={(highlight) => HIGHLIGHT_ICONS[highlight.icon]}
      blank={{ icon: 'check' }}
      fields={(form) => (
        <IconSelect
          label="Icon"
          description="Shown before the text, in the shop's colour"
          glyphs={HIGHLIGHT_GLYPHS}
          names={HIGHLIGHT_ICONS}
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
