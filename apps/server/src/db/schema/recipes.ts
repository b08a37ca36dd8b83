import { sql } from 'drizzle-orm';
import { integer, jsonb, text } from 'drizzle-orm/pg-core';
import type { RecipeIngredient, RecipeStatus } from '@stallfront/shared/recipes';
import { namedThings } from './named-things.js';

/**
 * The shop's recipes (RECIPE in packages/shared), the name being the title, at /recipes/{slug}:
 * the slug unique in the store. An ingredient names the product the shop adds to the cart for it
 * by id; a product deleted later is left out where the recipe is drawn. A write drops the store's
 * kept shop pages (migration 0070).
 */
export const recipes = namedThings(
  'recipes',
  {
    slug: text('slug').notNull(),
    summary: text('summary').notNull(),
    cover: text('cover').notNull(),
    servings: integer('servings').notNull(),
    prepMinutes: integer('prep_minutes').notNull(),
    cookMinutes: integer('cook_minutes').notNull(),
    ingredients: jsonb('ingredients').$type<RecipeIngredient[]>().notNull(),
    steps: text('steps').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<RecipeStatus>().notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
  },
  ['slug'],
);
