import { z } from 'zod';
import { shopImage } from './shop-cards.js';

/** A recipe as the shop's list of recipes shows it. */
export const shopRecipeCard = z.object({
  title: z.string(),
  href: z.string(),
  summary: z.string(),
  cover: shopImage.nullable(),
  servings: z.number().int(),
  /** Preparation and cooking together. */
  total_minutes: z.number().int(),
});
export type ShopRecipeCard = z.infer<typeof shopRecipeCard>;

/** /recipes: the published recipes, newest first. */
export const shopRecipesData = z.object({ recipes: z.array(shopRecipeCard) });
export type ShopRecipesData = z.infer<typeof shopRecipesData>;

/** /recipes/{slug}: one published recipe, its ingredients with the products the shop sells for them. */
export const shopRecipeData = shopRecipeCard.extend({
  prep_minutes: z.number().int(),
  cook_minutes: z.number().int(),
  ingredients: z.array(
    z.object({
      text: z.string(),
      quantity: z.number().int(),
      /** The store's product for it while the shop shows it; null for one it does not sell. */
      product: z
        .object({ name: z.string(), href: z.string(), price: z.number().int(), in_stock: z.boolean() })
        .nullable(),
    }),
  ),
  steps: z.array(z.string()),
  currency: z.string(),
  /** {base}/recipes/{slug}/cart: puts every ingredient in stock in the cart; null when none can be bought. */
  cart_action: z.string().nullable(),
  recipes_href: z.string(),
});
export type ShopRecipeData = z.infer<typeof shopRecipeData>;
