import { z } from 'zod';
import { layoutSection, type LayoutSection } from '../api/layout-calls.js';
import { MAX_SECTIONS } from '../rules/layout.js';
import { textContrastProblem, THEME_FONT_KEYS, THEME_STORE_TYPES } from '../rules/themes.js';
import { hexColor, idField, isoDate, okData, okList, text } from './common.js';

/** A theme's colours: buttons and links, badges and highlights, the page, and its words. */
export const themeColors = z.strictObject({
  primary: hexColor,
  secondary: hexColor,
  background: hexColor,
  text: hexColor,
});
export type ThemeColors = z.infer<typeof themeColors>;

const font = z.enum(THEME_FONT_KEYS, 'Choose a font from the list');
export const themeFonts = z.strictObject({ heading: font, body: font });
export type ThemeFonts = z.infer<typeof themeFonts>;

/** Why a section cannot be in a theme: it names one store's catalog, collection or products. */
function storeBound(section: LayoutSection): string | null {
  if (section.kind === 'products' && !['newest', 'best_sellers'].includes(section.source))
    return 'A theme’s product row shows the newest or best sellers: a catalog, collection or picked products belong to one store';
  if (section.kind === 'catalogs' && section.catalog_ids.length > 0)
    return 'A theme’s catalog tiles show the store’s highlighted catalogs: leave the list empty';
  return null;
}

/**
 * A store type's default home page: the sections the home layout editor uses (its schema), none
 * naming one store's things. Empty: the platform's standard home page for the type. A hero text
 * section with no heading takes the store's own hero words when applied.
 */
export const themeLayout = z
  .array(layoutSection)
  .max(MAX_SECTIONS, `${MAX_SECTIONS} sections at most`)
  .superRefine((sections, ctx) =>
    sections.forEach((section, i) => {
      const problem = storeBound(section);
      if (problem) ctx.addIssue({ code: 'custom', path: [i], message: problem });
    }),
  );

const layouts = z.strictObject(
  Object.fromEntries(THEME_STORE_TYPES.map((type) => [type, themeLayout.default([])])) as Record<
    (typeof THEME_STORE_TYPES)[number],
    z.ZodDefault<typeof themeLayout>
  >,
);

const isHex = (value: unknown): value is string => hexColor.safeParse(value).success;

/**
 * Why the theme's text is hard to read, or null. Zod runs the theme's refinement even after a
 * colour failed its own check, so contrast is asked only of two well-formed colours.
 */
function readabilityProblem(colors: Partial<ThemeColors> | undefined): string | null {
  const { text, background } = colors ?? {};
  if (!isHex(text) || !isHex(background)) return null;
  const onBackground = textContrastProblem(text, background);
  if (onBackground) return onBackground;
  // The shop's cards and drawers stay white, and the theme's text colour is drawn on them too.
  return textContrastProblem(text, '#ffffff')
    ? `Text ${text} is too light for the shop’s white cards: choose a dark text colour on a light background.`
    : null;
}

/** A theme as the admin saves it; the text must be readable on the background (WCAG AA). */
export const themeInput = z
  .strictObject({
    name: text(60, { min: 2, required: 'Name the theme' }),
    description: text(300).default(''),
    colors: themeColors,
    fonts: themeFonts,
    layouts: layouts.default(() => layouts.parse({})),
    active: z.boolean().default(true),
    /** New stores start on it; exactly one theme is the default, and it stays active. */
    is_default: z.boolean().default(false),
  })
  .superRefine((theme, ctx) => {
    const problem = readabilityProblem(theme.colors);
    if (problem) ctx.addIssue({ code: 'custom', path: ['colors', 'text'], message: problem });
    if (theme.is_default && !theme.active)
      ctx.addIssue({
        code: 'custom',
        path: ['active'],
        message: 'The default theme stays active: make another the default first',
      });
  });
export type ThemeInput = z.infer<typeof themeInput>;
export type ThemeInputValues = z.input<typeof themeInput>;

export const themeUpdate = themeInput.safeExtend({ id: idField });
export const themeActiveInput = z.strictObject({ id: idField, active: z.boolean() });
export const themeIdInput = z.strictObject({ id: idField });

export const themeView = z.object({
  _id: idField,
  name: z.string(),
  description: z.string(),
  colors: themeColors,
  fonts: themeFonts,
  layouts: z.record(z.enum(THEME_STORE_TYPES), z.array(layoutSection)),
  active: z.boolean(),
  is_default: z.boolean(),
  /** The stores wearing it (the default theme counts the stores that never chose one). */
  stores: z.number().int(),
  updated_on: isoDate,
});
export type ThemeView = z.infer<typeof themeView>;

export const themeListReply = okList(themeView);
export const themeReply = z.object({ status: z.literal(true), message: z.string(), data: themeView });

/** What a store owner chooses from: the active themes, and what the store wears now. */
export const storeThemeChoice = z.object({
  themes: z.array(themeView.omit({ stores: true, layouts: true }).extend({ has_layout: z.boolean() })),
  /** The theme the store wears; null before any theme exists. */
  theme_id: idField.nullable(),
  /** The store's own main colour, kept over the theme's; null when it never set one. */
  own_primary: hexColor.nullable(),
  /** Whether the owner has changed the home layout (a theme then leaves it alone unless asked). */
  layout_edited: z.boolean(),
});
export type StoreThemeChoice = z.infer<typeof storeThemeChoice>;

export const storeThemeInput = z.strictObject({
  theme_id: idField,
  /** Keep the store's own main colour over the theme's (ignored when it has none). */
  keep_primary: z.boolean().default(true),
  /** Replace an edited home layout with the theme's for the store's type. */
  use_layout: z.boolean().default(false),
});
export type StoreThemeInput = z.infer<typeof storeThemeInput>;
export const storeThemeReply = okData(storeThemeChoice).extend({ message: z.string() });
