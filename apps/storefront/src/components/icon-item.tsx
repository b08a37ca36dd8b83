import type { Icon } from '@tabler/icons-react';

/** One entry of an icon list (a highlight, an amenity): the merchant's text after its icon. */
export function IconItem({ glyph: Glyph, text }: { glyph: Icon; text: string }) {
  return (
    <li>
      <Glyph size={20} stroke={1.75} aria-hidden="true" />
      <span>{text}</span>
    </li>
  );
}
