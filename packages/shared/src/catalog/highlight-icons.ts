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
  bedroom: 'Bed',
  bathroom: 'Bath',
  area: 'Floor area',
  duration: 'Hourglass',
  calendar: 'Calendar',
} as const;
export type HighlightIcon = keyof typeof HIGHLIGHT_ICONS;
/**
 * Highlights with these icons are a listing's or a service's key facts (bedrooms, floor area, how
 * long it takes): the shop prints them on the product's card too, not only beside its price.
 */
export const KEY_FACT_ICONS: readonly HighlightIcon[] = ['bedroom', 'bathroom', 'area', 'duration', 'calendar'];
export const highlightIcon = z.enum(
  Object.keys(HIGHLIGHT_ICONS) as [HighlightIcon, ...HighlightIcon[]],
  'Pick an icon',
);
