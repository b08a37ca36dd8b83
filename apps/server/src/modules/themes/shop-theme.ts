import { DEFAULT_THEME_PRIMARY, fontStackOf, type ThemeColors, type ThemeFonts } from '@stallfront/shared';
import type { ShopStore } from '@stallfront/shared/shop';

/**
 * What the shop wears: the theme's colours and font stacks, with the store's own main and
 * second colours over the theme's when it set them (anything but the platform's starting
 * primary counts as set: docs/decisions.md "Shop themes").
 */
export function shopThemeOf(
  own: { primary: string; secondary?: string } | null,
  theme: { colors: ThemeColors; fonts: ThemeFonts } | null,
): Pick<ShopStore, 'primary' | 'theme'> {
  const ownPrimary = own?.primary ?? '';
  if (!theme) return { primary: ownPrimary, theme: null };
  const setOwn = ownPrimary !== '' && ownPrimary.toLowerCase() !== DEFAULT_THEME_PRIMARY.toLowerCase();
  const primary = setOwn ? ownPrimary : theme.colors.primary;
  return {
    primary,
    theme: {
      primary,
      secondary: own?.secondary || theme.colors.secondary,
      background: theme.colors.background,
      text: theme.colors.text,
      heading_font: fontStackOf(theme.fonts.heading),
      body_font: fontStackOf(theme.fonts.body),
    },
  };
}
