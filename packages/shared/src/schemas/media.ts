import { z } from 'zod';
import { okData, text } from './common.js';
import { idList, listQuery, okPage } from './list.js';
import { mediaItem } from './products.js';

/** Which images the gallery shows: all, the ones nothing shows, or the ones in use. */
export const MEDIA_USAGES = ['all', 'unused', 'used'] as const;
export const MEDIA_SORTS = ['created', 'name', 'size'] as const;

const imageTag = text(30, { min: 1, required: 'Name the tag' });
/** Tags once each, whatever their case, as first written. */
const firstOfEachSpelling = (tags: string[]) =>
  tags.filter((tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i);
const galleryFilters = {
  usage: z.enum(MEDIA_USAGES).default('all'),
  /** Images carrying this tag, whatever its case. */
  tag: text(30).optional(),
};

/** POST /store/media_list: a page of the gallery, searched by file name or tag. */
export const mediaListBody = listQuery(MEDIA_SORTS).extend(galleryFilters);
/** GET /store/media_list: how many images match the same search and filters. */
export const mediaCountQuery = z.object({ search: text(100).optional(), ...galleryFilters });

/** An image of the gallery: the library's item, its tags, and how many products, catalogs and swatches show it. */
export const galleryImage = mediaItem.extend({
  tags: z.array(z.string()),
  products: z.number().int(),
  catalogs: z.number().int(),
  /** Variant colours whose swatch it is. */
  colours: z.number().int(),
  /** Website settings that show it (the store pop-up, the social image). */
  website: z.number().int(),
  /** Vendors' ads, paid and not ended, that show it as their own picture. */
  ads: z.number().int(),
});
export type GalleryImage = z.infer<typeof galleryImage>;
export const mediaListResponse = okPage(galleryImage);

/** PUT /store/media: rename an image (the name it is searched by) and set its tags. */
export const mediaUpdateBody = z.object({
  _id: z.uuid(),
  name: text(200, { min: 1, required: 'Name the image' }),
  tags: z.array(imageTag).max(20, '20 tags at most').transform(firstOfEachSpelling),
});
export const mediaUpdateResponse = okData(galleryImage);

/** PATCH /store/media: delete images; one a product, catalog or colour swatch still shows is refused, saying where. */
export const mediaRemoveBody = idList;

/** GET /store/media/:id/uses: where an image is shown, by name. */
export const mediaUsesResponse = okData(
  z.object({
    products: z.array(z.object({ _id: z.string(), name: z.string() })),
    catalogs: z.array(z.object({ _id: z.string(), name: z.string() })),
    colours: z.array(z.object({ _id: z.string(), name: z.string() })),
    /** Website settings by key (the route of their screen) and noun. */
    website: z.array(z.object({ _id: z.string(), name: z.string() })),
    /** Vendors' ads, paid and not ended, by their title. */
    ads: z.array(z.object({ _id: z.string(), name: z.string() })),
  }),
);
export const mediaIdParams = z.object({ id: z.uuid() });
/** GET /store/media_tags: the tags the store's images carry, by name. */
export const mediaTagsResponse = z.object({ status: z.literal(true), list: z.array(z.string()) });
