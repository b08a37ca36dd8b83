import { z } from 'zod';
import {
  BLOG_GRID_COUNTS,
  IMAGE_GRIDS,
  type ImageGridKind,
  INSTAGRAM_GRIDS,
  type InstagramGridKind,
  MAX_SECTIONS,
  MAX_SLIDES,
  MULTI_GRIDS,
  type MultiGridKind,
  PRODUCT_ROW_SOURCES,
  type ProductRowSource,
  videoEmbed,
} from '../rules/layout.js';
import { WEBSITE_ACCESS, isShopLink } from '../rules/website.js';
import { idField, IMAGE_MESSAGE, isImageAddress, isoDate, text } from '../schemas/common.js';
import { countOf } from '../rules/plural.js';
import { endpoint } from './endpoint.js';

const keysOf = <K extends string>(o: Record<K, unknown>) => Object.keys(o) as [K, ...K[]];

const image = text(2048, { min: 1, required: 'Choose an image' }).refine(isImageAddress, IMAGE_MESSAGE);
const link = text(2048).refine(
  (l) => l === '' || isShopLink(l),
  'Link to a page of your shop ("/c/sale") or an http(s) address',
);
const heading = text(80);
const alt = text(150);

/** A picture in a slot: the image, the words a screen reader says, where a click goes. */
const picture = z.object({ image, alt, link });
const slide = picture.extend({ heading, text: text(200), button: text(30) });

const base = { id: z.string().max(40).optional(), hidden: z.boolean().default(false) };

export const layoutSection = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...base, kind: z.literal('banner'), slide }),
    z.object({
      ...base,
      kind: z.literal('slider'),
      slides: z.array(slide).min(2, 'A slider needs at least 2 slides').max(MAX_SLIDES, `${MAX_SLIDES} slides at most`),
      seconds: z.number().int().min(3, 'At least 3 seconds a slide').max(15, '15 seconds a slide at most').default(6),
    }),
    z.object({
      ...base,
      kind: z.literal('products'),
      title: heading,
      source: z.enum(keysOf(PRODUCT_ROW_SOURCES), 'Choose where the products come from'),
      catalog_id: idField.nullable().default(null),
      /** Stores with the collections app: a published collection's products, in its order. */
      collection_id: idField.nullable().default(null),
      product_ids: z.array(idField).max(24, '24 products at most').default([]),
      count: z.number().int().min(2, 'Show at least 2').max(24, '24 at most').default(8),
    }),
    z.object({
      ...base,
      kind: z.literal('catalogs'),
      title: heading,
      /** Empty: the catalogs the store highlights. */
      catalog_ids: z.array(idField).max(12, '12 catalogs at most').default([]),
    }),
    z.object({
      ...base,
      kind: z.literal('image_grid'),
      grid: z.enum(keysOf(IMAGE_GRIDS), 'Choose a grid'),
      title: heading,
      images: z.array(picture).min(1).max(4),
    }),
    z.object({
      ...base,
      kind: z.literal('multi_grid'),
      grid: z.enum(keysOf(MULTI_GRIDS), 'Choose a multi-grid'),
      title: heading,
      tiles: z
        .array(picture.extend({ caption: text(60) }))
        .min(2)
        .max(9),
    }),
    z.object({
      ...base,
      kind: z.literal('instagram'),
      grid: z.enum(keysOf(INSTAGRAM_GRIDS), 'Choose an Instagram grid'),
      title: heading,
      profile: text(2048).refine(
        (u) => u === '' || /^https:\/\/(www\.)?instagram\.com\/[\w.]+\/?$/.test(u),
        'Give your profile address, https://instagram.com/yourname',
      ),
      images: z.array(z.object({ image, alt })).min(3).max(8),
    }),
    z.object({
      ...base,
      kind: z.literal('blog'),
      title: heading,
      count: z.union(
        BLOG_GRID_COUNTS.map((n) => z.literal(n)),
        'A blog grid shows 2, 3 or 4 posts',
      ),
    }),
    z.object({
      ...base,
      kind: z.literal('text'),
      heading,
      body: text(20_000, { lines: true }),
      style: z.enum(['hero', 'plain'], 'Choose a style').default('plain'),
    }),
    z.object({
      ...base,
      kind: z.literal('video'),
      title: heading,
      url: text(2048, { min: 1, required: 'Give the video’s address' }).refine(
        (u) => videoEmbed(u) !== null,
        'Give a YouTube or Vimeo address (https://youtu.be/… or https://vimeo.com/…)',
      ),
    }),
  ],
  'Choose a kind of section this page can hold',
);
export type LayoutSection = z.infer<typeof layoutSection>;
export type LayoutSectionInput = z.input<typeof layoutSection>;

/** Each grid's images as many as its slots, each slider a source's fields; issues on the field they are about. */
function checkSection(section: LayoutSection, ctx: z.RefinementCtx, at: (string | number)[] = []) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path: [...at, ...path], message });
  if (section.kind === 'image_grid') {
    const want = IMAGE_GRIDS[section.grid as ImageGridKind].slots.length;
    if (section.images.length !== want)
      issue(['images'], `${section.grid} takes ${want} images; this has ${section.images.length}`);
  }
  if (section.kind === 'multi_grid') {
    const want = MULTI_GRIDS[section.grid as MultiGridKind].count;
    if (section.tiles.length !== want)
      issue(['tiles'], `${section.grid} takes ${want} tiles; this has ${section.tiles.length}`);
  }
  if (section.kind === 'instagram') {
    const want = INSTAGRAM_GRIDS[section.grid as InstagramGridKind].count;
    if (section.images.length !== want)
      issue(['images'], `${section.grid} takes ${want} pictures; this has ${section.images.length}`);
  }
  if (section.kind === 'products') {
    const source = section.source as ProductRowSource;
    if (source === 'catalog' && !section.catalog_id) issue(['catalog_id'], 'Choose the catalog');
    if (source === 'collection' && !section.collection_id) issue(['collection_id'], 'Choose the collection');
    if (source === 'picked' && section.product_ids.length === 0) issue(['product_ids'], 'Pick at least one product');
  }
}

export const checkedSection = layoutSection.superRefine((section, ctx) => checkSection(section, ctx));

/** The pages a layout can be made for; only the home page so far. */
export const LAYOUT_IDS = ['home'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];
const layoutId = z.enum(LAYOUT_IDS, 'Choose a page: home').default('home');
const sectionId = z.string().min(1, 'Say which section').max(40);

/** A saved section: it has its id. */
export type SavedSection = LayoutSection & { id: string };

/** What the editor works on: the draft, whether it differs from the live page, and where to preview it. */
export const layoutView = z.object({
  layout_id: z.enum(LAYOUT_IDS),
  sections: z.array(layoutSection),
  /** The draft differs from what the shop shows. */
  unpublished: z.boolean(),
  published_at: isoDate.nullable(),
  /** The shop's page showing the draft, for the editor's frame: a signed address good for an hour. */
  preview_url: z.string(),
});
export type LayoutView = z.infer<typeof layoutView>;

const ok = z.object({ status: z.literal(true), data: layoutView });
const caller = { auth: 'store', access: WEBSITE_ACCESS.write } as const;

/** The home layout editor's calls (/setup/layouts/home): each answers the whole draft as it now stands. */
export const LAYOUT_CALLS = {
  get: endpoint({
    method: 'GET',
    path: '/store/layout',
    auth: 'store',
    access: WEBSITE_ACCESS.read,
    input: z.object({
      layout_id: layoutId,
      /** Which version: the draft the editor changes (the default) or what the shop shows. */
      adsetting: z.enum(['draft', 'published'], 'Choose draft or published').default('draft'),
    }),
    output: ok,
    summary: "A page's layout: its sections, draft or published",
  }),
  add: endpoint({
    method: 'POST',
    path: '/store/layout',
    ...caller,
    input: z.object({
      layout_id: layoutId,
      section: checkedSection,
      /** Where it goes: after the section with this id, else at the end. */
      after: sectionId.nullable().default(null),
    }),
    output: ok,
    summary: 'Add a section to the draft',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/layout',
    ...caller,
    input: z.object({ layout_id: layoutId, section_id: sectionId, section: checkedSection }),
    output: ok,
    summary: 'Change a section of the draft (its content, or hide or show it)',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/layout',
    ...caller,
    input: z.object({ layout_id: layoutId, section_id: sectionId }),
    output: ok,
    summary: 'Delete a section from the draft',
  }),
  order: endpoint({
    method: 'PUT',
    path: '/store/layout_list_v2',
    ...caller,
    input: z.object({
      layout_id: layoutId,
      order: z.array(sectionId).max(MAX_SECTIONS, `A page holds ${MAX_SECTIONS} sections at most`),
    }),
    output: ok,
    summary: "Put the draft's sections in this order (every section's id, once)",
  }),
  multiGrid: endpoint({
    method: 'PUT',
    path: '/store/layout/multi_grid',
    ...caller,
    input: z.object({
      layout_id: layoutId,
      section_id: sectionId,
      grid: z.enum(keysOf(MULTI_GRIDS), 'Choose a multi-grid'),
      tiles: z.array(picture.extend({ caption: text(60) })).max(9),
      /** Its heading too, when the form changed it; kept as it was when absent. */
      title: heading.optional(),
    }),
    output: ok,
    summary: "Change a multi-grid's type and tiles (and its heading)",
  }),
  reset: endpoint({
    method: 'PATCH',
    path: '/store/layout_list',
    ...caller,
    input: z.object({ layout_id: layoutId }),
    output: ok,
    summary: "Put the store type's default layout in the draft",
  }),
  publish: endpoint({
    method: 'POST',
    path: '/store/layout/publish',
    ...caller,
    input: z.object({ layout_id: layoutId }),
    output: ok,
    summary: 'Make the draft what the shop shows',
  }),
  image: endpoint({
    method: 'POST',
    path: '/store/layout/image',
    ...caller,
    input: undefined,
    body: 'multipart',
    output: z.object({
      status: z.literal(true),
      data: z.object({ url: z.string(), width: z.number(), height: z.number() }),
    }),
    summary:
      "Upload an image for a slot (fields: file, size such as 700x500, crop=1 to crop to it): cut to the slot's size, or 422 when its shape differs and crop was not asked",
  }),
};

/** The home layout as the /setup hub and the image library know it: a store_settings row like the other website settings. */
export const HOME_LAYOUT = {
  key: 'layout_home',
  noun: 'home page layout',
  /** Never changed: the shop shows the store type's default. */
  unsaved: 'Default layout',
  summary(saved: unknown): string {
    const value = saved as { draft?: { hidden?: boolean }[]; published?: { hidden?: boolean }[] | null };
    if (!value.published) return 'Draft not published';
    const shown = countOf(value.published.filter((s) => !s.hidden).length, 'section');
    return JSON.stringify(value.draft) === JSON.stringify(value.published)
      ? `${shown} live`
      : `${shown} live · unpublished changes`;
  },
};
