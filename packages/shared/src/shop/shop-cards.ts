import { z } from 'zod';

/** The pictures and product cards every shop page draws. */

export const shopImage = z.object({
  url: z.string(),
  alt: z.string(),
  /** Width-based candidates ("… 400w, … 800w") when the media store keeps sizes of it. */
  srcset: z.string().nullable(),
});
export type ShopImage = z.infer<typeof shopImage>;

/** A badge the merchant lays over a product's pictures (/product-extras/image-tags). */
export const shopImageTag = z.object({
  text: z.string(),
  color: z.string(),
  /** Dark or light text, whichever reads on the colour. */
  tone: z.enum(['dark', 'light']),
});
export type ShopImageTag = z.infer<typeof shopImageTag>;

export const shopProductCard = z.object({
  id: z.string(),
  name: z.string(),
  href: z.string(),
  price: z.number().int(),
  price_max: z.number().int().nullable(),
  compare_at_price: z.number().int().nullable(),
  currency: z.string(),
  image: shopImage.nullable(),
  in_stock: z.boolean(),
  image_tags: z.array(shopImageTag),
  /** Its key facts ("2 bedrooms", "45 minutes"): the highlights with a KEY_FACT_ICONS icon. */
  facts: z.array(z.string()),
});
export type ShopProductCard = z.infer<typeof shopProductCard>;
