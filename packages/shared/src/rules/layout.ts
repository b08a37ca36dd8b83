import { isWebLink } from './links.js';

/** The image sizes the spec gives the layout grids (72 ppi), as "widthxheight". */
export const GRID_IMAGE_SIZES = [
  '800x800',
  '600x600',
  '1080x1140',
  '510x540',
  '700x500',
  '700x1100',
  '700x1060',
  '1460x500',
] as const;
export type GridImageSize = (typeof GRID_IMAGE_SIZES)[number];
/** A banner's or a slide's size: the widest of the grid sizes. */
export const BANNER_SIZE: GridImageSize = '1460x500';

export const sizeOf = (size: GridImageSize): { width: number; height: number } => {
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { width, height };
};
export const isGridImageSize = (size: string): size is GridImageSize =>
  (GRID_IMAGE_SIZES as readonly string[]).includes(size);

/**
 * The image grids: each slot's size, left to right and top to bottom. The spec names grid_1 to
 * grid_12 and the eight sizes, not which grid has which slots: this is our choice (docs/decisions.md).
 */
export const IMAGE_GRIDS = {
  grid_1: { label: 'One wide banner', slots: ['1460x500'] },
  grid_2: { label: 'Two landscape', slots: ['700x500', '700x500'] },
  grid_3: { label: 'Three squares', slots: ['600x600', '600x600', '600x600'] },
  grid_4: { label: 'Four squares', slots: ['600x600', '600x600', '600x600', '600x600'] },
  grid_5: { label: 'Two large squares', slots: ['800x800', '800x800'] },
  grid_6: { label: 'Large left, two right', slots: ['1080x1140', '510x540', '510x540'] },
  grid_7: { label: 'Two left, large right', slots: ['510x540', '510x540', '1080x1140'] },
  grid_8: { label: 'Tall left, two right', slots: ['700x1100', '700x500', '700x500'] },
  grid_9: { label: 'Two left, tall right', slots: ['700x500', '700x500', '700x1060'] },
  grid_10: { label: 'Four portraits', slots: ['510x540', '510x540', '510x540', '510x540'] },
  grid_11: { label: 'Wide over two', slots: ['1460x500', '700x500', '700x500'] },
  grid_12: { label: 'Three tall', slots: ['700x1060', '700x1060', '700x1060'] },
} as const satisfies Record<string, { label: string; slots: readonly GridImageSize[] }>;
export type ImageGridKind = keyof typeof IMAGE_GRIDS;

/** The multi-grids: captioned tiles (a picture, words, a link), in the spec's counts 2, 4, 3, 6, 4, 8, 9. */
export const MULTI_GRIDS = {
  multi_grid_1: { label: 'Two tiles', count: 2, size: '700x500' },
  multi_grid_2: { label: 'Four tiles in a row', count: 4, size: '510x540' },
  multi_grid_3: { label: 'Three tiles', count: 3, size: '600x600' },
  multi_grid_4: { label: 'Six tiles', count: 6, size: '510x540' },
  multi_grid_5: { label: 'Four tall tiles', count: 4, size: '700x1060' },
  multi_grid_6: { label: 'Eight tiles', count: 8, size: '600x600' },
  multi_grid_7: { label: 'Nine tiles', count: 9, size: '600x600' },
} as const satisfies Record<string, { label: string; count: number; size: GridImageSize }>;
export type MultiGridKind = keyof typeof MULTI_GRIDS;

/** The five Instagram grids: square pictures the merchant picks from their feed, linking to the profile. */
export const INSTAGRAM_GRIDS = {
  instagram_1: { label: 'A row of four', count: 4 },
  instagram_2: { label: 'A row of six', count: 6 },
  instagram_3: { label: 'Two rows of four', count: 8 },
  instagram_4: { label: 'One large, four small', count: 5 },
  instagram_5: { label: 'A row of three', count: 3 },
} as const satisfies Record<string, { label: string; count: number }>;
export type InstagramGridKind = keyof typeof INSTAGRAM_GRIDS;
/** Instagram pictures are square; the large one of instagram_4 is 800x800. */
export const INSTAGRAM_SIZE: GridImageSize = '600x600';

export const BLOG_GRID_COUNTS = [2, 3, 4] as const;

/** Where a product row's products come from. */
export const PRODUCT_ROW_SOURCES = {
  newest: 'Newest',
  best_sellers: 'Best sellers',
  catalog: 'From a catalog',
  collection: 'From a collection',
  picked: 'Hand-picked',
} as const;
export type ProductRowSource = keyof typeof PRODUCT_ROW_SOURCES;

/** What a merchant can add to a page, by group, in the order the editor offers them. */
export const SECTION_KINDS = {
  banner: { label: 'Banner', group: 'Banners' },
  slider: { label: 'Slider', group: 'Banners' },
  products: { label: 'Product row', group: 'Products' },
  catalogs: { label: 'Catalog tiles', group: 'Products' },
  image_grid: { label: 'Image grid', group: 'Grids' },
  multi_grid: { label: 'Multi-grid', group: 'Grids' },
  instagram: { label: 'Instagram grid', group: 'Grids' },
  blog: { label: 'Blog grid', group: 'Words and media' },
  text: { label: 'Text', group: 'Words and media' },
  video: { label: 'Video', group: 'Words and media' },
} as const;
export type SectionKind = keyof typeof SECTION_KINDS;

/** A page holds this many sections at most: enough for a long home page, not a runaway one. */
export const MAX_SECTIONS = 40;
export const MAX_SLIDES = 8;

/**
 * How far an image's shape may be from its slot's before it is refused (or cropped with the
 * merchant's consent): 3%, so a 1200x1290 photo fits a 1080x1140 slot, a 4:3 one does not.
 */
const RATIO_TOLERANCE = 0.03;

/** Whether an image of this width and height fits a slot of `size` without visible cropping. */
export function fitsSize(width: number, height: number, size: GridImageSize): boolean {
  const slot = sizeOf(size);
  return Math.abs(width / height / (slot.width / slot.height) - 1) <= RATIO_TOLERANCE;
}

/** "1200×800 (3:2)": an image's or a slot's shape in words a merchant reads. */
export function shapeWords(width: number, height: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  const [w, h] = [width / d, height / d];
  return w <= 32 && h <= 32 ? `${width}×${height} (${w}:${h})` : `${width}×${height}`;
}

/**
 * The address a video section embeds: YouTube (the privacy-enhanced host) or Vimeo, from the
 * page address a merchant copies. Anything else is null: the shop frames only those two hosts.
 */
export function videoEmbed(url: string): string | null {
  if (!isWebLink(url, { secure: true })) return null;
  const [, host = '', path = '', query = ''] = /^https:\/\/(?:www\.|m\.)?([^/?#]+)([^?#]*)\??([^#]*)/i.exec(url) ?? [];
  const id = /^[\w-]{6,20}$/;
  const youtube = (v: string | undefined) => (v && id.test(v) ? `https://www.youtube-nocookie.com/embed/${v}` : null);
  switch (host.toLowerCase()) {
    case 'youtube.com':
    case 'youtube-nocookie.com':
      return youtube(
        path === '/watch' ? /(?:^|&)v=([^&]+)/.exec(query)?.[1] : /^\/(?:embed|shorts)\/([^/]+)/.exec(path)?.[1],
      );
    case 'youtu.be':
      return youtube(path.slice(1));
    case 'vimeo.com':
    case 'player.vimeo.com': {
      const v = /(\d{5,12})\/?$/.exec(path)?.[1];
      return v ? `https://player.vimeo.com/video/${v}` : null;
    }
    default:
      return null;
  }
}
/** The hosts videoEmbed answers with: the shop's page policy frames these and nothing else. */
export const VIDEO_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
