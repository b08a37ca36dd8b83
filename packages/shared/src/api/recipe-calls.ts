import { z } from 'zod';
import { RECIPE_ACCESS, RECIPE_STATUSES, type RecipeStatus } from '../rules/recipes.js';
import { PAGE_SLUG } from '../rules/website.js';
import { imageField, text } from '../schemas/common.js';
import { simpleResource } from './simple-resource.js';

const minutes = (what: string) =>
  z
    .number({ error: `Enter the ${what} in minutes` })
    .int('Enter whole minutes')
    .min(0, '0 at least')
    .max(2880, '2 days at most');

/** A line of the ingredients: the words a cook reads, and the product of the store that buys it. */
export const recipeIngredient = z.object({
  text: text(200, { min: 1, required: 'Write the ingredient, like 2 ripe tomatoes' }),
  /** The store's product the shop adds to the cart for it; null for one the store does not sell (salt). */
  product_id: z.uuid('Choose a product of your store').nullable(),
  /** How many of the product the recipe needs. */
  quantity: z.number().int('Enter a whole number').min(1, '1 at least').max(99, '99 at most'),
});
export type RecipeIngredient = z.infer<typeof recipeIngredient>;

/** /setting/recipes: recipes at /recipes/{slug} in the shop, whose ingredients the shopper adds to the cart at once. */
export const RECIPE = simpleResource({
  noun: 'recipe',
  path: '/store/recipe',
  access: RECIPE_ACCESS,
  nameLabel: 'Title',
  nameMax: 120,
  fields: {
    slug: text(80, { min: 1, required: 'Enter the address of the recipe' }).regex(
      PAGE_SLUG,
      'Use lower-case letters, digits and single hyphens, like tomato-rasam',
    ),
    summary: text(300, { lines: true }),
    cover: z.union([z.literal(''), imageField]),
    servings: z.number({ error: 'Enter how many it serves' }).int('Enter a whole number').min(1, '1 at least').max(100),
    prep_minutes: minutes('preparation time'),
    cook_minutes: minutes('cooking time'),
    ingredients: z.array(recipeIngredient).min(1, 'Add an ingredient').max(50, '50 ingredients at most'),
    steps: z
      .array(text(1000, { min: 1, lines: true, required: 'Write the step' }))
      .min(1, 'Add a step')
      .max(50, '50 steps at most'),
    status: z.enum(Object.keys(RECIPE_STATUSES) as [RecipeStatus, ...RecipeStatus[]], 'Choose draft or published'),
    seo_title: text(70),
    seo_description: text(160, { lines: true }),
  },
});
export type Recipe = z.infer<typeof RECIPE.schemas.item>;
