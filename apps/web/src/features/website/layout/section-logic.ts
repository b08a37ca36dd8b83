import {
  BANNER_SIZE,
  BLOG_GRID_COUNTS,
  fitsSize,
  type GridImageSize,
  IMAGE_GRIDS,
  type ImageGridKind,
  INSTAGRAM_GRIDS,
  INSTAGRAM_SIZE,
  type InstagramGridKind,
  type LayoutSection,
  type LayoutView,
  MULTI_GRIDS,
  type MultiGridKind,
  PRODUCT_ROW_SOURCES,
  type ProductRowSource,
  SECTION_KINDS,
  type SectionKind,
  shapeWords,
  sizeOf,
} from '@stallfront/shared/website';
import { ApiError } from '../../../api/api-error';

/** The kinds whose sections are laid out on a grid the merchant chooses first. */
export type GridKind = 'image_grid' | 'multi_grid' | 'instagram';
export const GRID_KINDS: readonly GridKind[] = ['image_grid', 'multi_grid', 'instagram'];
export const isGridKind = (kind: SectionKind): kind is GridKind => (GRID_KINDS as readonly string[]).includes(kind);

const INSTAGRAM_LARGE: GridImageSize = '800x800';

/** Each slot's size of a grid, in the order the shop draws them (left to right, top to bottom). */
export function gridSlots(kind: GridKind, grid: string): GridImageSize[] {
  if (kind === 'image_grid') return [...(IMAGE_GRIDS[grid as ImageGridKind]?.slots ?? [])];
  if (kind === 'multi_grid') {
    const g = MULTI_GRIDS[grid as MultiGridKind];
    return g ? Array.from({ length: g.count }, () => g.size) : [];
  }
  const g = INSTAGRAM_GRIDS[grid as InstagramGridKind];
  if (!g) return [];
  // instagram_4's first picture is the large one.
  return Array.from({ length: g.count }, (_, i) =>
    grid === 'instagram_4' && i === 0 ? INSTAGRAM_LARGE : INSTAGRAM_SIZE,
  );
}

/** The grids a grid kind offers, each with its label and slots. */
export function gridChoices(kind: GridKind): { grid: string; label: string; slots: GridImageSize[] }[] {
  const table = kind === 'image_grid' ? IMAGE_GRIDS : kind === 'multi_grid' ? MULTI_GRIDS : INSTAGRAM_GRIDS;
  return Object.entries(table).map(([grid, { label }]) => ({ grid, label, slots: gridSlots(kind, grid) }));
}

export const gridLabel = (kind: GridKind, grid: string): string =>
  gridChoices(kind).find((c) => c.grid === grid)?.label ?? grid;

/** "600 × 600": a slot's size as the merchant reads it. */
export function sizeWords(size: GridImageSize): string {
  const { width, height } = sizeOf(size);
  return `${width} × ${height}`;
}

/** An image slot's accessible name: "Image 1 (600 × 600)". */
export const slotLabel = (i: number, size: GridImageSize, noun = 'Image'): string =>
  `${noun} ${i + 1} (${sizeWords(size)})`;

/** A list made `count` long: what it has is kept in place, the rest blank, the extra dropped. */
export function resized<T>(list: readonly T[], count: number, blank: () => T): T[] {
  return Array.from({ length: count }, (_, i) => list[i] ?? blank());
}

const picture = () => ({ image: '', alt: '', link: '' });
export const blankSlide = () => ({ ...picture(), heading: '', text: '', button: '' });
export const blankTile = () => ({ ...picture(), caption: '' });
const blankSquare = () => ({ image: '', alt: '' });

/** A new section of a kind (and grid, for the grid kinds), as the add form starts it. */
export function blankSection(kind: SectionKind, grid?: string): LayoutSection {
  const base = { hidden: false } as const;
  switch (kind) {
    case 'banner':
      return { ...base, kind, slide: blankSlide() };
    case 'slider':
      return { ...base, kind, slides: [blankSlide(), blankSlide()], seconds: 6 };
    case 'products':
      return {
        ...base,
        kind,
        title: '',
        source: 'newest',
        catalog_id: null,
        collection_id: null,
        product_ids: [],
        count: 8,
      };
    case 'catalogs':
      return { ...base, kind, title: '', catalog_ids: [] };
    case 'image_grid': {
      const g = (grid ?? 'grid_3') as ImageGridKind;
      return { ...base, kind, grid: g, title: '', images: resized([], gridSlots(kind, g).length, picture) };
    }
    case 'multi_grid': {
      const g = (grid ?? 'multi_grid_1') as MultiGridKind;
      return { ...base, kind, grid: g, title: '', tiles: resized([], gridSlots(kind, g).length, blankTile) };
    }
    case 'instagram': {
      const g = (grid ?? 'instagram_1') as InstagramGridKind;
      return {
        ...base,
        kind,
        grid: g,
        title: '',
        profile: '',
        images: resized([], gridSlots(kind, g).length, blankSquare),
      };
    }
    case 'blog':
      return { ...base, kind, title: 'From the blog', count: BLOG_GRID_COUNTS[1] };
    case 'text':
      return { ...base, kind, heading: '', body: '', style: 'plain' };
    case 'video':
      return { ...base, kind, title: '', url: '' };
  }
}

/** The section on another grid: its pictures kept in their slots, as many as the new grid has. */
export function withGrid(section: LayoutSection, grid: string): LayoutSection {
  switch (section.kind) {
    case 'image_grid':
      return {
        ...section,
        grid: grid as ImageGridKind,
        images: resized(section.images, gridSlots(section.kind, grid).length, picture),
      };
    case 'multi_grid':
      return {
        ...section,
        grid: grid as MultiGridKind,
        tiles: resized(section.tiles, gridSlots(section.kind, grid).length, blankTile),
      };
    case 'instagram':
      return {
        ...section,
        grid: grid as InstagramGridKind,
        images: resized(section.images, gridSlots(section.kind, grid).length, blankSquare),
      };
    default:
      return section;
  }
}

/** A row's name on the page, unique as its place is: "Product row 3". */
export const sectionName = (section: Pick<LayoutSection, 'kind'>, i: number): string =>
  `${SECTION_KINDS[section.kind].label} ${i + 1}`;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const filled = (list: readonly { image: string }[]) => list.filter((p) => p.image).length;
/** The parts that say something, each once ("Best sellers · Best sellers" says it once). */
const joined = (...parts: (string | false | undefined)[]) =>
  [...new Set(parts.filter((p): p is string => Boolean(p)))].join(' · ');

/** The one line a row says under its kind: what the section shows. */
export function sectionSummary(section: LayoutSection): string {
  switch (section.kind) {
    case 'banner':
      return joined(section.slide.heading || 'No heading', !section.slide.image && 'no image yet');
    case 'slider':
      return joined(count(section.slides.length, 'slide'), `${section.seconds} s each`);
    case 'products':
      return joined(
        section.title,
        PRODUCT_ROW_SOURCES[section.source as ProductRowSource],
        section.source === 'picked' ? count(section.product_ids.length, 'product') : count(section.count, 'product'),
      );
    case 'catalogs':
      return joined(
        section.title,
        section.catalog_ids.length ? count(section.catalog_ids.length, 'catalog') : 'The catalogs you highlight',
      );
    case 'image_grid':
      return joined(section.title, gridLabel('image_grid', section.grid), count(filled(section.images), 'image'));
    case 'multi_grid':
      return joined(section.title, gridLabel('multi_grid', section.grid), count(filled(section.tiles), 'picture'));
    case 'instagram':
      return joined(section.title, gridLabel('instagram', section.grid), count(filled(section.images), 'picture'));
    case 'blog':
      return joined(section.title, `${section.count} newest posts`);
    case 'text':
      return joined(section.heading || 'No heading', section.style === 'hero' && 'Hero');
    case 'video':
      return joined(section.title, section.url.replace(/^https:\/\/(www\.)?/, '') || 'No video yet');
  }
}

/** The layout's state in the header's badge. */
export type LayoutStatus = 'default' | 'published' | 'unpublished';
export function layoutStatus(view: Pick<LayoutView, 'published_at' | 'unpublished'>): LayoutStatus {
  if (view.published_at === null) return 'default';
  return view.unpublished ? 'unpublished' : 'published';
}
export const STATUS_WORDS: Record<LayoutStatus, string> = {
  default: 'Default layout',
  published: 'Published',
  unpublished: 'Unpublished changes',
};

/** Whether Publish has anything to do: a draft that differs, or a layout never published. */
export const canPublish = (view: Pick<LayoutView, 'published_at' | 'unpublished'>): boolean => view.unpublished;

/** The preview's address with a count that changes after every save, so the frame loads the new draft. */
export function previewSrc(url: string, version: number): string {
  if (!url) return '';
  const [path = '', hash] = url.split('#');
  const withV = `${path}${path.includes('?') ? '&' : '?'}v=${version}`;
  return hash === undefined ? withV : `${withV}#${hash}`;
}

/**
 * What a picked library image needs before it goes in a slot: nothing when its shape fits,
 * else the merchant's consent to crop, asked in the words the server uses for an upload.
 */
export function cropQuestion(width: number, height: number, size: GridImageSize): string | null {
  if (width <= 0 || height <= 0 || fitsSize(width, height, size)) return null;
  const slot = sizeOf(size);
  return `This image is ${shapeWords(width, height)}; this slot wants ${shapeWords(slot.width, slot.height)}: crop it to fit, or choose another.`;
}

/** An upload refused only for its shape: the server crops it once the merchant agrees. */
export const asksToCrop = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 422;

/**
 * A refusal of a section's call with its fields named as the form holds them: the server names
 * them under `section.` (add, update); the multi-grid call names them from the top.
 */
export function sectionError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = error.message.replace(/(^|; )section\./g, '$1');
  return message === error.message ? error : new ApiError(error.status, message, { errors: error.rowErrors });
}

/** The slot size of a banner and of every slide. */
export const SLIDE_SIZE = BANNER_SIZE;

/**
 * How a grid's slots are drawn in its small diagram: rows of columns of slot numbers. Two
 * slots of one size stack in a column beside a slot about as tall as both (a large square with
 * two small ones); a slot as wide as a banner takes a row of its own.
 */
export function gridDiagram(sizes: readonly GridImageSize[]): number[][][] {
  const dims = sizes.map(sizeOf);
  const wide = sizeOf(BANNER_SIZE).width;
  const rows: number[][][] = [];
  let row: number[][] = [];
  const close = () => {
    if (row.length) rows.push(row);
    row = [];
  };
  const stacksBeside = (i: number, tall: number | undefined) => {
    const a = dims[i];
    const b = dims[i + 1];
    const t = tall === undefined ? undefined : dims[tall];
    if (!a || !b || !t || a.width !== b.width || a.height !== b.height) return false;
    return Math.abs((a.height * 2) / t.height - 1) <= 0.15;
  };
  for (let i = 0; i < dims.length; i++) {
    const d = dims[i];
    if (!d) continue;
    if (d.width >= wide) {
      close();
      rows.push([[i]]);
      continue;
    }
    const before = row.length === 1 && row[0]?.length === 1 ? row[0][0] : undefined;
    if (stacksBeside(i, before) || stacksBeside(i, i + 2 < dims.length ? i + 2 : undefined)) {
      row.push([i, i + 1]);
      i++;
      continue;
    }
    row.push([i]);
  }
  close();
  return rows;
}

/** Grids of one size whose rows the sizes do not tell: how many a row holds (the labels say it). */
const PER_ROW: Readonly<Record<string, number>> = { multi_grid_4: 3, multi_grid_6: 4, multi_grid_7: 3, instagram_3: 4 };

/** A grid's diagram by its name: the sizes' own arrangement, or the rows its label gives. */
export function diagramOf(kind: GridKind, grid: string): number[][][] {
  const slots = gridSlots(kind, grid);
  // One large picture, then two rows of two.
  if (grid === 'instagram_4') return [[[0], [1, 3], [2, 4]]];
  const perRow = PER_ROW[grid];
  if (!perRow) return gridDiagram(slots);
  const rows: number[][][] = [];
  for (let i = 0; i < slots.length; i += perRow) rows.push(slots.slice(i, i + perRow).map((_, j) => [i + j]));
  return rows;
}
