import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RECIPE, type RecipeIngredient } from '@stallfront/shared/recipes';
import type { Tx } from '../../db/client.js';
import { products, recipes } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { owned } from '../../platform/store-scope.js';
import { offeredBy } from '../auth/route-gate.js';

/** Each ingredient's product must be the store's: another store's or a deleted one is a 404 on its field. */
async function requireOwnProducts(tx: Tx, storeId: string, ingredients: RecipeIngredient[]) {
  const ids = [...new Set(ingredients.flatMap((i) => (i.product_id ? [i.product_id] : [])))];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(owned(products, storeId, inArray(products.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const missing = ingredients.findIndex((i) => i.product_id !== null && !known.has(i.product_id));
  if (missing >= 0) throw notFound(`ingredients.${missing}.product_id: This product does not exist in your store.`);
}

/** /setting/recipes: the shop's recipes, for stores with the recipes feature (a 404 elsewhere). */
export async function recipeRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(
    app,
    RECIPE,
    { things: recipes },
    {
      ...offeredBy(app, 'recipes', 'This store has no recipes: add the Recipes app first.'),
      unique: { slug: 'another recipe of your store has this address' },
      check: (tx, storeId, input) => requireOwnProducts(tx, storeId, input.ingredients as RecipeIngredient[]),
    },
  );
}
