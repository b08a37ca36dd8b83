import { z } from 'zod';
import { shopImage, shopProductCard } from './shop-cards.js';

/**
 * The home page as the shop draws it: the store's layout (its published sections, or its type's
 * default), each section resolved to what it shows. Links are the server's, under the shop's base.
 */

/** A picture of a grid or a slide: where a click goes (null: nowhere) and its slot's shape. */
const picture = z.object({
  image: shopImage,
  href: z.string().nullable(),
  /** The slot's size in pixels (its aspect ratio, so the page does not jump as pictures arrive). */
  width: z.number().int(),
  height: z.number().int(),
});
export type ShopHomePicture = z.infer<typeof picture>;

const slide = picture.extend({ heading: z.string(), text: z.string(), button: z.string() });
export type ShopHomeSlide = z.infer<typeof slide>;

const id = z.string();

export const shopHomeSection = z.discriminatedUnion('kind', [
  z.object({ id, kind: z.literal('banner'), slide }),
  z.object({ id, kind: z.literal('slider'), slides: z.array(slide), seconds: z.number().int() }),
  z.object({ id, kind: z.literal('products'), title: z.string(), products: z.array(shopProductCard) }),
  z.object({
    id,
    kind: z.literal('catalogs'),
    title: z.string(),
    catalogs: z.array(
      z.object({ name: z.string(), href: z.string(), description: z.string(), image: shopImage.nullable() }),
    ),
  }),
  z.object({ id, kind: z.literal('image_grid'), grid: z.string(), title: z.string(), images: z.array(picture) }),
  z.object({
    id,
    kind: z.literal('multi_grid'),
    grid: z.string(),
    title: z.string(),
    tiles: z.array(picture.extend({ caption: z.string() })),
  }),
  z.object({
    id,
    kind: z.literal('instagram'),
    grid: z.string(),
    title: z.string(),
    /** The profile every picture links to, or null. */
    profile: z.string().nullable(),
    images: z.array(picture),
  }),
  z.object({
    id,
    kind: z.literal('blog'),
    title: z.string(),
    posts: z.array(z.object({ title: z.string(), excerpt: z.string(), href: z.string() })),
  }),
  z.object({
    id,
    kind: z.literal('text'),
    heading: z.string(),
    /** Sanitised on the server when saved, as a page's body is. */
    html: z.string(),
    style: z.enum(['hero', 'plain']),
  }),
  z.object({ id, kind: z.literal('video'), title: z.string(), embed: z.string() }),
]);
export type ShopHomeSection = z.infer<typeof shopHomeSection>;

export const shopHomeData = z.object({ sections: z.array(shopHomeSection) });
export type ShopHomeData = z.infer<typeof shopHomeData>;

/** A page loads this many pictures at once; the rest wait until they are near (loading=lazy). */
export const EAGER_IMAGES = 2;

/** How many picture slots a section draws, in page order (a card or a tile without a picture is one too). */
export function picturesOf(section: ShopHomeSection): number {
  switch (section.kind) {
    case 'banner':
      return 1;
    case 'slider':
      return section.slides.length;
    case 'products':
      return section.products.length;
    case 'catalogs':
      return section.catalogs.length;
    case 'image_grid':
    case 'instagram':
      return section.images.length;
    case 'multi_grid':
      return section.tiles.length;
    default:
      return 0;
  }
}

/**
 * How many of each section's pictures load eagerly: the page's first EAGER_IMAGES pictures,
 * whichever sections they are in; every later one is lazy.
 */
export function eagerCounts(sections: ShopHomeSection[], eager = EAGER_IMAGES): number[] {
  let left = eager;
  return sections.map((section) => {
    const take = Math.min(left, picturesOf(section));
    left -= take;
    return take;
  });
}
