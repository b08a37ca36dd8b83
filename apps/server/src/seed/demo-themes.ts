import { themeInput, type ThemeInputValues } from '@stallfront/shared';
import type { LayoutSectionInput } from '@stallfront/shared/website';
import type { Tx } from '../db/client.js';
import { themes } from '../db/schema/index.js';

const hero: LayoutSectionInput = { kind: 'text', style: 'hero', heading: '', body: '' };
const row = (title: string, source: 'newest' | 'best_sellers', count = 8): LayoutSectionInput => ({
  kind: 'products',
  title,
  source,
  count,
});
const tiles = (title: string): LayoutSectionInput => ({ kind: 'catalogs', title });
const blog: LayoutSectionInput = { kind: 'blog', title: 'From the journal', count: 3 };

/**
 * /admin/themes with something to choose from. Classic is the default and looks as the shop
 * always did (white, system fonts, the standard home page), so a store that never chose a theme
 * does not change; the others are the looks a merchant picks from.
 */
export const DEMO_THEMES: ThemeInputValues[] = [
  {
    name: 'Classic',
    description: 'Clean white pages in the system font: the look every shop starts with.',
    colors: { primary: '#2f6fed', secondary: '#f59f00', background: '#ffffff', text: '#16181d' },
    fonts: { heading: 'system', body: 'system' },
    is_default: true,
  },
  {
    name: 'Atelier',
    description: 'Warm ivory, a fashion serif for headings and copper buttons: boutiques and apparel.',
    colors: { primary: '#8a4b2d', secondary: '#c9a227', background: '#faf7f2', text: '#2b2623' },
    fonts: { heading: 'didone', body: 'humanist' },
    layouts: {
      order_based: [
        hero,
        row('Best sellers', 'best_sellers', 4),
        tiles('Shop the collections'),
        row('Just in', 'newest'),
      ],
      multi_vendor: [hero, tiles('Browse the makers’ collections'), row('Just in', 'newest')],
    },
  },
  {
    name: 'Market',
    description: 'Fresh greens on a soft white, friendly humanist type: food, plants and everyday goods.',
    colors: { primary: '#2b7a3d', secondary: '#f2a541', background: '#f7fbf6', text: '#1d2b1f' },
    fonts: { heading: 'humanist', body: 'humanist' },
    layouts: {
      order_based: [hero, tiles('Shop by aisle'), row('Popular this week', 'best_sellers'), blog],
      quot_based: [hero, tiles('What we supply'), row('New in the range', 'newest')],
    },
  },
  {
    name: 'Harbour',
    description: 'Calm navy and slate with a slab-serif heading: services, trades and estate agents.',
    colors: { primary: '#1f4e79', secondary: '#7aa6c2', background: '#f4f6f8', text: '#1b2430' },
    fonts: { heading: 'slab', body: 'system' },
    layouts: {
      service_based: [hero, row('Our services', 'newest', 6), blog],
      estates: [hero, row('Latest listings', 'newest', 6)],
    },
  },
];

export async function seedDemoThemes(tx: Tx, now: Date): Promise<void> {
  const values = DEMO_THEMES.map((theme) => {
    const t = themeInput.parse(theme);
    return {
      name: t.name,
      description: t.description,
      colors: t.colors,
      fonts: t.fonts,
      layouts: t.layouts,
      active: t.active,
      isDefault: t.is_default,
      createdAt: now,
      updatedAt: now,
    };
  });
  await tx.insert(themes).values(values);
}
