import {
  IconArrowBackUp,
  IconCheck,
  IconClock,
  IconGift,
  IconLeaf,
  IconNeedleThread,
  IconRecycle,
  IconRuler,
  IconShieldCheck,
  IconSparkles,
  IconTruckDelivery,
  IconWash,
  type Icon,
} from '@tabler/icons-react';
import type { HighlightIcon } from '@stallfront/shared/product-extras';
import type { ShopProductData } from '@stallfront/shared/shop';

/** Each highlight icon as drawn in the shop: an inline SVG, no script (the console draws the same ones). */
const ICONS: Record<HighlightIcon, Icon> = {
  check: IconCheck,
  delivery: IconTruckDelivery,
  fast: IconClock,
  returns: IconArrowBackUp,
  warranty: IconShieldCheck,
  natural: IconLeaf,
  recycled: IconRecycle,
  handmade: IconNeedleThread,
  washable: IconWash,
  fit: IconRuler,
  premium: IconSparkles,
  gift: IconGift,
};

/** The product's selling points, each after its icon. */
export function Highlights({ highlights }: { highlights: ShopProductData['product']['highlights'] }) {
  if (highlights.length === 0) return null;
  return (
    <ul className="highlights" aria-label="Highlights">
      {highlights.map((highlight) => {
        const Glyph = ICONS[highlight.icon];
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
