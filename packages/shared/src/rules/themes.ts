/**
 * Shop themes: the platform's small catalogue of looks a store can wear (/admin/themes). Pure
 * rules shared by the server, the console and the shop.
 */

/** The store types a theme carries a default home layout for (STORE_TYPES). */
export const THEME_STORE_TYPES = ['order_based', 'quot_based', 'multi_vendor', 'service_based', 'estates'] as const;
export type ThemeStoreType = (typeof THEME_STORE_TYPES)[number];

export const THEME_STORE_TYPE_LABELS: Record<ThemeStoreType, string> = {
  order_based: 'Order-based stores',
  quot_based: 'Quote-based stores',
  multi_vendor: 'Marketplaces',
  service_based: 'Service stores',
  estates: 'Estate agents',
};

/**
 * The fonts a theme may use: stacks every device already has, so a shop never fetches a font
 * (no third-party request, no flash of invisible text, nothing to licence).
 */
export const THEME_FONTS = {
  system: {
    label: 'System sans-serif',
    stack: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  humanist: {
    label: 'Humanist sans',
    stack: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  },
  geometric: {
    label: 'Geometric sans',
    stack: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  },
  transitional: { label: 'Transitional serif', stack: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, serif' },
  old_style: {
    label: 'Old-style serif',
    stack: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, serif',
  },
  didone: {
    label: 'Didone (fashion) serif',
    stack: 'Didot, "Bodoni MT", "Noto Serif Display", "URW Palladio L", P052, Sylfaen, serif',
  },
  slab: {
    label: 'Slab serif',
    stack: 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", "Sitka Small", serif',
  },
  mono: {
    label: 'Monospace',
    stack: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
} as const;
export type ThemeFont = keyof typeof THEME_FONTS;
export const THEME_FONT_KEYS = Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]];

/** The font stack of a key, the system stack for an unknown one (a font taken out of the list later). */
export const fontStackOf = (font: string): string => THEME_FONTS[font as ThemeFont]?.stack ?? THEME_FONTS.system.stack;

/** WCAG 2.x AA for body text: 4.5 to 1. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The relative luminance of a #rrggbb colour (WCAG 2.x definition), 0 for black to 1 for white. */
export function luminanceOf(hex: string): number {
  const match = HEX.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 (the same) to 21 (black on white), whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether `text` on `background` is readable by WCAG AA (4.5:1); null when fine, else the words to show. */
export function textContrastProblem(text: string, background: string): string | null {
  const ratio = contrastRatio(text, background);
  if (ratio >= MIN_TEXT_CONTRAST) return null;
  return `Text ${text} on ${background} has a contrast of ${ratio.toFixed(2)}:1; it needs at least ${MIN_TEXT_CONTRAST}:1 to be readable (WCAG AA). Darken the text or lighten the background.`;
}

/** How many stores use a theme, in words: "Used by 3 stores", "Not used yet". */
export const storesUsingWords = (count: number): string =>
  count === 0 ? 'Not used by any store' : `Used by ${count} ${count === 1 ? 'store' : 'stores'}`;
