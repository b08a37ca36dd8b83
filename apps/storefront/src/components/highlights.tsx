import { HIGHLIGHT_GLYPHS } from '@stallfront/shared/glyphs';
import type { ShopProductData } from '@stallfront/shared/shop';

/** The product's selling points, each after its icon. */
export function Highlights({ highlights }: { highlights: ShopProductData['product']['highlights'] }) {
  if (highlights.length === 0) return null;
  return (
    <ul className="highlights" aria-label="Highlights">
      {highlights.map((highlight) => {
        const Glyph = HIGHLIGHT_GLYPHS[highlight.icon];
        return (
          <li key={highlight.text}>
            <Glyph size={20} stroke={1.75} aria-hidden="true" />
            <span>{highlight.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
