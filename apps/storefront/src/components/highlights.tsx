import { HIGHLIGHT_GLYPHS } from '@stallfront/shared/glyphs';
import type { ShopProductData } from '@stallfront/shared/shop';
import { IconItem } from './icon-item.js';

/** The product's selling points, each after its icon. */
export function Highlights({ highlights }: { highlights: ShopProductData['product']['highlights'] }) {
  if (highlights.length === 0) return null;
  return (
    <ul className="highlights" aria-label="Highlights">
      {highlights.map((highlight) => (
        <IconItem key={highlight.text} glyph={HIGHLIGHT_GLYPHS[highlight.icon]} text={highlight.text} />
      ))}
    </ul>
  );
}
