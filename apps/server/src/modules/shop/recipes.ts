import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { ingredientLine, ingredientSku, isoDuration, type RecipeIngredient } from '@stallfront/shared/recipes';
import { metaDescription, recipeJsonLd, type ShopRecipeCard } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { products, recipes } from '../../db/schema/index.js';
import { HttpError } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { addCartLines } from '../carts/cart.service.js';
import { shopImage } from './cards.js';
import { cartStoreOf } from './checkout.routes.js';
import type { ShopTools } from './form-routes.js';
import { type Loader, notFound } from './pages.js';
import { absoluteUrl, canonicalOf, seoOf, trailJsonLd, listSitemapUrls } from './seo.js';
import { mediaSizes, visibleProducts } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';
import { cartIdOf, keepCart, noteVisitor } from './visitor.js';

/** The shop has recipes where the store has the recipes feature. */
export const hasRecipes = (shop: ShopContext) => shop.features.includes('recipes');

/** The list shows this many recipes, newest first. */
const RECIPES_SHOWN = 60;

type RecipeRow = typeof recipes.$inferSelect;

const published = (shop: ShopContext) => owned(recipes, shop.store.id, eq(recipes.status, 'published'));
const recipeHref = (shop: ShopContext, slug: string) => `${shop.store.base}/recipes/${slug}`;

async function publishedBySlug(db: Db, shop: ShopContext, slug: string): Promise<RecipeRow | null> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(published(shop), sql`lower(${recipes.slug}) = lower(${slug})`));
  return row ?? null;
}

/** The products of a recipe's ingredients that the shop shows, by id. */
async function ingredientProducts(db: Db, shop: ShopContext, ingredients: RecipeIngredient[]) {
  const ids = [...new Set(ingredients.flatMap((i) => (i.product_id ? [i.product_id] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      price: products.price,
      stock: products.stock,
      variants: products.variants,
    })
    .from(products)
    .where(visibleProducts(shop.store.id, inArray(products.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

async function cardsOf(db: Db, shop: ShopContext, rows: RecipeRow[]): Promise<ShopRecipeCard[]> {
  const sizes = await mediaSizes(
    db,
    shop.store.id,
    rows.flatMap((r) => (r.cover ? [r.cover] : [])),
  );
  return rows.map((row) => ({
    title: row.name,
    href: recipeHref(shop, row.slug),
    summary: row.summary,
    cover: row.cover ? shopImage(row.cover, row.name, sizes) : null,
    servings: row.servings,
    total_minutes: row.prepMinutes + row.cookMinutes,
  }));
}

/** /recipes: the published recipes, newest first. */
export const loadRecipes: Loader = async ({ db, shop }) => {
  if (!hasRecipes(shop)) return notFound('This shop has no recipes.');
  const rows = await db
    .select()
    .from(recipes)
    .where(published(shop))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(RECIPES_SHOWN);
  return {
    kind: 'page',
    page: { kind: 'recipes', data: { recipes: await cardsOf(db, shop, rows) } },
    seo: seoOf(shop, '/recipes', {
      title: `Recipes | ${shop.store.name}`,
      description: `Recipes to cook with what ${shop.store.name} sells.`,
    }),
  };
};

/** /recipes/{slug}: a published recipe; its ingredients link the products the shop shows. */
export const loadRecipe: Loader = async ({ db, shop, params }) => {
  if (!hasRecipes(shop)) return notFound('This shop has no recipes.');
  const row = await publishedBySlug(db, shop, params.slug ?? '');
  if (!row) return notFound('This recipe is not in the shop.');
  const [card] = await cardsOf(db, shop, [row]);
  if (!card) return notFound('This recipe is not in the shop.');
  const found = await ingredientProducts(db, shop, row.ingredients);
  const ingredients = row.ingredients.map((ingredient) => {
    const product = ingredient.product_id ? found.get(ingredient.product_id) : undefined;
    return {
      text: ingredient.text,
      quantity: ingredient.quantity,
      product: product
        ? {
            name: product.name,
            href: `${shop.store.base}/p/${product.slug}`,
            price: Number(product.price),
            in_stock: ingredientSku(product) !== null,
          }
        : null,
    };
  });
  const sellsByCart = shop.store.buy_mode === 'cart';
  const buyable = sellsByCart && ingredients.some((i) => i.product?.in_stock);
  const path = `/recipes/${row.slug}`;
  const description = row.seoDescription || row.summary || metaDescription(row.steps.join(' '));
  return {
    kind: 'page',
    page: {
      kind: 'recipe',
      data: {
        ...card,
        prep_minutes: row.prepMinutes,
        cook_minutes: row.cookMinutes,
        ingredients,
        steps: row.steps,
        currency: shop.store.currency,
        cart_action: buyable ? `${recipeHref(shop, row.slug)}/cart` : null,
        recipes_href: `${shop.store.base}/recipes`,
      },
    },
    seo: seoOf(shop, path, {
      title: `${row.seoTitle || row.name} | ${shop.store.name}`,
      description,
      og_image: row.cover ? absoluteUrl(shop, row.cover) : null,
      json_ld: [
        recipeJsonLd({
          title: row.name,
          url: canonicalOf(shop, path),
          description,
          image: row.cover ? absoluteUrl(shop, row.cover) : null,
          servings: row.servings,
          prep: isoDuration(row.prepMinutes),
          cook: isoDuration(row.cookMinutes),
          total: isoDuration(row.prepMinutes + row.cookMinutes),
          ingredients: row.ingredients.map((i) => i.text),
          steps: row.steps,
          publisher: shop.store.name,
        }),
        trailJsonLd(shop, [
          { name: 'Home', href: `${shop.store.base}/` },
          { name: 'Recipes', href: `${shop.store.base}/recipes` },
          { name: row.name, href: `${shop.store.base}${path}` },
        ]),
      ],
    }),
  };
};

/** The recipes' addresses for the sitemap: their list and each published recipe. */
export async function recipeSitemapUrls(db: Db, shop: ShopContext) {
  if (!hasRecipes(shop)) return [];
  const rows = await db
    .select({ slug: recipes.slug, updatedAt: recipes.updatedAt })
    .from(recipes)
    .where(published(shop))
    .orderBy(desc(recipes.createdAt));
  return listSitemapUrls(shop, '/recipes', rows);
}

/**
 * "Add all to cart": every ingredient the shop sells and has in stock, as many as the recipe
 * needs, in one post; what is sold out is left out (the cart says what it could not take).
 */
export function installRecipeRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  app.post(`${prefix}/recipes/:slug/cart`, form, async (req, reply) => {
    const shop = await tools.shopOf(req);
    const row =
      shop && hasRecipes(shop) && shop.store.buy_mode === 'cart'
        ? await publishedBySlug(db, shop, (req.params as { slug: string }).slug)
        : null;
    if (!shop || !row) return tools.send(reply, req, shop, notFound('This recipe is not in the shop.'));
    const found = await ingredientProducts(db, shop, row.ingredients);
    const lines = row.ingredients.flatMap((ingredient) => {
      const product = ingredient.product_id ? found.get(ingredient.product_id) : undefined;
      const line = product ? ingredientLine(product, ingredient.quantity) : null;
      return line ? [line] : [];
    });
    const back = recipeHref(shop, row.slug);
    if (lines.length === 0) return tools.send(reply, req, shop, { kind: 'redirect', status: 303, to: back });
    try {
      const cartId = await addCartLines(db, cartStoreOf(shop), cartIdOf(req), lines, app.ctx.now(), {
        quickOrder: false,
      });
      keepCart(req, reply, shop, cartId);
    } catch (error) {
      // The cart already holds what is left of an ingredient: say so, nothing was added.
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const message = `${error.message} Open the recipe again to see what is left.`;
      return tools.send(reply, req, shop, { kind: 'error', status: 409, title: 'Not added to your cart', message });
    }
    await noteVisitor(req, reply, shop);
    return tools.send(reply, req, shop, { kind: 'redirect', status: 303, to: `${shop.store.base}/cart` });
  });
}
