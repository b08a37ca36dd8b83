import { and, eq, getTableColumns, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import type { GalleryImage } from '@stallfront/shared';
import { media } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { adUses, catalogUses, colourUses, inUse, productUses, websiteUses } from './usage.js';

interface GalleryFilters {
  search?: string;
  usage?: 'all' | 'unused' | 'used';
  tag?: string;
}

/** Whether the row carries `tag`, whatever its case. */
const tagged = (tag: string) => sql`exists (select 1 from unnest(${media.tags}) t where lower(t) = lower(${tag}))`;
/** A search finds an image by a part of its file name or of one of its tags. */
const found = (search: string) =>
  or(
    ilike(media.name, containing(search)),
    sql`exists (select 1 from unnest(${media.tags}) t where t ilike ${containing(search)})`,
  ) as SQL;

/** An uploaded image as the product form's library lists it. */
export const libraryItem = (row: typeof media.$inferSelect) => ({
  _id: row.id,
  url: row.url,
  name: row.name,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  created_on: row.createdAt.toISOString(),
});

const galleryItem = (
  row: typeof media.$inferSelect & {
    products: number;
    catalogs: number;
    colours: number;
    website: number;
    ads: number;
  },
): GalleryImage => ({
  ...libraryItem(row),
  tags: row.tags,
  products: row.products,
  catalogs: row.catalogs,
  colours: row.colours,
  website: row.website,
  ads: row.ads,
});

/** The image gallery: the store's uploads with what shows each, newest first unless sorted. */
export const galleryList = listResource({
  table: media,
  columns: {
    ...getTableColumns(media),
    products: productUses,
    catalogs: catalogUses,
    colours: colourUses,
    website: websiteUses,
    ads: adUses,
  },
  where: (storeId: string, filters: GalleryFilters) =>
    and(
      eq(media.storeId, storeId),
      filters.search ? found(filters.search) : undefined,
      filters.tag ? tagged(filters.tag) : undefined,
      filters.usage === 'unused' ? not(inUse) : filters.usage === 'used' ? inUse : undefined,
    ),
  sorts: { created: media.createdAt, name: media.name, size: media.bytes },
  toItem: galleryItem,
});
