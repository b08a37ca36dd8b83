import { z } from 'zod';

/** The icons a highlight may show, by what they mean, with the name the picker gives each. */
export const HIGHLIGHT_ICONS = {
  check: 'Tick',
  delivery: 'Delivery van',
  fast: 'Clock',
  returns: 'Return arrow',
  warranty: 'Shield',
  natural: 'Leaf',
  recycled: 'Recycling',
  handmade: 'Needle and thread',
  washable: 'Washing',
  fit: 'Ruler',
  premium: 'Sparkles',
  gift: 'Gift',
} as const;
export type HighlightIcon = keyof typeof HIGHLIGHT_ICONS;
export const highlightIcon = z.enum(
  Object.keys(HIGHLIGHT_ICONS) as [HighlightIcon, ...HighlightIcon[]],
  'Pick an icon',
);
