import {
  type Icon,
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
} from '@tabler/icons-react';
import type { HighlightIcon } from '../catalog/highlight-icons.js';

/** Each highlight icon as the console's picker and the shop's product page draw it. */
export const HIGHLIGHT_GLYPHS: Record<HighlightIcon, Icon> = {
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
