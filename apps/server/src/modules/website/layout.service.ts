import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  BANNER_SIZE,
  defaultLayout,
  fitsSize,
  type GridImageSize,
  IMAGE_GRIDS,
  INSTAGRAM_SIZE,
  type LayoutSection,
  MAX_SECTIONS,
  MULTI_GRIDS,
  type SavedSection,
  shapeWords,
  sizeOf,
} from '@stallfront/shared/website';
import { shopHero } from '@stallfront/shared/shop';
import type { QuoteSubType, StoreType } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { catalogs, collections, media, products } from '../../db/schema/index.js';
import type { StoreRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { requireOwnMedia } from '../../platform/files/media-store.js';
import { requireOwnRows } from '../../platform/store-scope.js';
import { cleaning } from './website.service.js';

export const newSectionId = () => randomBytes(6).toString('base64url');

/** The store type's default home page, with ids that stay the same until the store first changes it. */
export function defaultSections(store: Pick<StoreRow, 'type' | 'subType' | 'name' | 'additionalFeatures'>) {
  const kind = { type: store.type as StoreType, sub_type: (store.subType as QuoteSubType | null) ?? null };
  const hero = shopHero({ ...kind, name: store.name }, (store.additionalFeatures ?? {}) as Record<string, unknown>);
  return defaultLayout({ ...kind, hero }).map((section, i) => ({ ...section, id: `default-${i + 1}` }));
}

/** Sections' order and content compared, ids included: what the editor calls "unpublished changes". */
export const sameSections = (a: SavedSection[], b: SavedSection[]) => JSON.stringify(a) === JSON.stringify(b);

export function requireRoom(sections: unknown[]) {
  if (sections.length > MAX_SECTIONS) {
    throw badRequest(`section: a page holds ${MAX_SECTIONS} sections at most; delete one to add another.`);
  }
}

export function indexOfSection(sections: SavedSection[], id: string): number {
  const at = sections.findIndex((s) => s.id === id);
  if (at < 0) throw notFound('section_id: this section is not on the page; reload the editor.');
  return at;
}

/** The new order: every section's id, each once; anything else would lose or copy a section. */
export function reorder(sections: SavedSection[], order: string[]): SavedSection[] {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const unique = new Set(order);
  if (unique.size !== order.length || order.length !== sections.length || order.some((id) => !byId.has(id))) {
    throw badRequest('order: name every section of the page once; reload the editor if it changed elsewhere.');
  }
  return order.map((id) => byId.get(id) as SavedSection);
}

/** Each image a section shows, with the slot size it is drawn at and its field's path. */
function slotsOf(section: LayoutSection): { url: string; size: GridImageSize; field: string }[] {
  switch (section.kind) {
    case 'banner':
      return [{ url: section.slide.image, size: BANNER_SIZE, field: 'section.slide.image' }];
    case 'slider':
      return section.slides.map((s, i) => ({ url: s.image, size: BANNER_SIZE, field: `section.slides.${i}.image` }));
    case 'image_grid': {
      const sizes = IMAGE_GRIDS[section.grid].slots;
      return section.images.map((p, i) => ({
        url: p.image,
        size: sizes[i] ?? sizes[0],
        field: `section.images.${i}.image`,
      }));
    }
    case 'multi_grid':
      return section.tiles.map((t, i) => ({
        url: t.image,
        size: MULTI_GRIDS[section.grid].size,
        field: `section.tiles.${i}.image`,
      }));
    case 'instagram':
      return section.images.map((p, i) => ({ url: p.image, size: INSTAGRAM_SIZE, field: `section.images.${i}.image` }));
    default:
      return [];
  }
}

/**
 * What the schema cannot know: the catalogs, collections and products a section names are the store's (404
 * on the field otherwise), its uploads are the store's, and each uploaded image has its slot's
 * shape (400 naming both shapes: the editor crops it with the merchant's consent first).
 */
export async function requireOwnParts(db: DbOrTx, storeId: string, section: LayoutSection) {
  const catalogIds =
    section.kind === 'catalogs'
      ? section.catalog_ids
      : section.kind === 'products' && section.catalog_id
        ? [section.catalog_id]
        : [];
  await requireOwnRows(
    db,
    storeId,
    catalogs,
    catalogIds,
    section.kind === 'catalogs' ? 'section.catalog_ids' : 'section.catalog_id',
    'catalog',
  );
  if (section.kind === 'products') {
    await requireOwnRows(db, storeId, products, section.product_ids, 'section.product_ids', 'product');
    const collectionIds = section.collection_id ? [section.collection_id] : [];
    await requireOwnRows(db, storeId, collections, collectionIds, 'section.collection_id', 'collection');
  }

  const slots = slotsOf(section);
  for (const slot of slots) requireOwnMedia(slot.url, storeId, slot.field);
  const uploaded = slots.filter((slot) => slot.url.startsWith('/media/'));
  if (uploaded.length === 0) return;
  const rows = await db
    .select({ url: media.url, width: media.width, height: media.height })
    .from(media)
    .where(and(eq(media.storeId, storeId), inArray(media.url, [...new Set(uploaded.map((s) => s.url))])));
  const shapeOf = new Map(rows.map((row) => [row.url, row]));
  for (const slot of uploaded) {
    const shape = shapeOf.get(slot.url);
    if (!shape) throw notFound(`${slot.field}: this image is not in your store's library`);
    if (!fitsSize(shape.width, shape.height, slot.size)) {
      const want = sizeOf(slot.size);
      throw badRequest(
        `${slot.field}: this image is ${shapeWords(shape.width, shape.height)}; its slot wants ${shapeWords(want.width, want.height)}: crop it to fit, or choose another.`,
      );
    }
  }
}

const cleanBody = cleaning('body');
/** A text section's body through the rich-text allow-list, as pages and policies are. */
export const cleanSection = (section: LayoutSection): LayoutSection =>
  section.kind === 'text' ? cleanBody(section) : section;
