import { and, eq, inArray } from 'drizzle-orm';
import type { Disk } from 'flydrive';
import type { RecipeIngredient } from '@stallfront/shared/recipes';
import type { Tx } from '../db/client.js';
import { products, recipes } from '../db/schema/index.js';
import type { PictureLook } from './demo-pictures.js';
import { writeDemoPicture } from './demo-images.js';
import type { DemoStore } from './demo-stores.js';

interface DemoRecipe {
  title: string;
  slug: string;
  summary: string;
  servings: number;
  prep: number;
  cook: number;
  /** [what the cook reads, the product's name in the demo catalogue or null, how many]. */
  ingredients: [string, string | null, number][];
  steps: string[];
  cover: PictureLook;
  status: 'draft' | 'published';
}

/** The demo stores' recipes (stores with the recipes feature): their ingredients are the store's products. */
const RECIPES: Record<string, DemoRecipe[]> = {
  'fresh-basket': [
    {
      title: 'Tomato rasam',
      slug: 'tomato-rasam',
      summary: 'A peppery South Indian broth of ripe tomatoes, ready in half an hour.',
      servings: 4,
      prep: 10,
      cook: 20,
      ingredients: [
        ['4 ripe tomatoes', 'Tomatoes 1 kg', 1],
        ['2 green chillies, slit', 'Green Chillies 250 g', 1],
        ['A handful of coriander', 'Coriander Bunch', 1],
        ['1 tsp black pepper, crushed', null, 1],
        ['Salt to taste', null, 1],
      ],
      steps: [
        'Crush the tomatoes by hand into a pot with two cups of water.',
        'Add the chillies, pepper and salt, and simmer for fifteen minutes.',
        'Take it off the heat before it boils over, and finish with chopped coriander.',
      ],
      cover: { shape: 'fruit', colour: '#e63946', accent: '#2d6a4f' },
      status: 'published',
    },
    {
      title: 'Mango avocado salad',
      slug: 'mango-avocado-salad',
      summary: 'Sweet mango, creamy avocado and a little chilli: a salad for a hot afternoon.',
      servings: 2,
      prep: 15,
      cook: 0,
      ingredients: [
        ['2 Alphonso mangoes, cubed', 'Alphonso Mangoes (6 pc)', 1],
        ['2 Hass avocados, cubed', 'Hass Avocados (2 pc)', 1],
        ['Half a red onion, sliced thin', 'Red Onions 1 kg', 1],
        ['Juice of a lime', null, 1],
      ],
      steps: ['Toss the mango, avocado and onion together.', 'Dress with lime juice and a pinch of salt; serve cold.'],
      cover: { shape: 'avocado', colour: '#3a5a40', accent: '#f9a602' },
      status: 'published',
    },
    {
      title: 'Carrot halwa',
      slug: 'carrot-halwa',
      summary: '',
      servings: 6,
      prep: 20,
      cook: 45,
      ingredients: [['1 kg carrots, grated', 'Carrots 500 g', 2]],
      steps: ['Notes for the winter menu.'],
      cover: { shape: 'carrots', colour: '#f3722c' },
      status: 'draft',
    },
  ],
};

export async function seedDemoRecipes(tx: Tx, disk: Disk, storeId: string, demo: DemoStore): Promise<void> {
  const list = RECIPES[demo.subDomain];
  if (!list) return;
  const names = [...new Set(list.flatMap((r) => r.ingredients.flatMap(([, name]) => (name ? [name] : []))))];
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.name, names)));
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (const recipe of list) {
    const cover = await writeDemoPicture(disk, storeId, recipe.cover);
    const ingredients: RecipeIngredient[] = recipe.ingredients.map(([text, name, quantity]) => ({
      text,
      product_id: name ? (idOf.get(name) ?? null) : null,
      quantity,
    }));
    await tx.insert(recipes).values({
      storeId,
      name: recipe.title,
      slug: recipe.slug,
      summary: recipe.summary,
      cover: cover.url,
      servings: recipe.servings,
      prepMinutes: recipe.prep,
      cookMinutes: recipe.cook,
      ingredients,
      steps: recipe.steps,
      status: recipe.status,
      seoTitle: '',
      seoDescription: '',
    });
  }
}
