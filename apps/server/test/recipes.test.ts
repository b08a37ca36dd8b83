import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, Shopper, shopOnPlan, visit, shopWithApps } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopOnPlan>>;
let tomatoes: { _id: string };
let chillies: { _id: string };
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopWithApps(t, ['recipes']);
  tomatoes = await addProduct(t, shop.token, {
    name: 'Tomatoes 1 kg',
    sku: 'TOM-1',
    slug: 'tomatoes',
    price: 3_900,
    stock: 5,
  });
  chillies = await addProduct(t, shop.token, {
    name: 'Green Chillies',
    sku: 'CHI-1',
    slug: 'chillies',
    price: 1_900,
    stock: 0,
  });
});
afterAll(() => t.close());

const recipe = (fields: Record<string, unknown>) => ({
  name: 'Tomato rasam',
  slug: 'tomato-rasam',
  summary: 'A peppery broth of ripe tomatoes.',
  cover: '',
  servings: 4,
  prep_minutes: 10,
  cook_minutes: 80,
  ingredients: [
    { text: '4 ripe tomatoes', product_id: tomatoes._id, quantity: 2 },
    { text: '2 green chillies', product_id: chillies._id, quantity: 1 },
    { text: 'Salt to taste', product_id: null, quantity: 1 },
  ],
  steps: ['Crush the tomatoes into two cups of water.', 'Simmer with the chillies and salt.'],
  status: 'published',
  seo_title: '',
  seo_description: '',
  ...fields,
});
const add = (fields: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/recipe', recipe(fields), token);

describe('/setting/recipes (POST, PUT, PATCH /store/recipe)', () => {
  it('refuses a bad recipe on its field and saves nothing', async () => {
    const other = await shopOnPlan(t, PACKAGE_IDS.professional);
    const theirs = await addProduct(t, other.token, { name: 'Theirs', sku: 'THEIRS-1', slug: 'theirs' });
    for (const [fields, status, message] of [
      [{ ingredients: [] }, 400, 'ingredients: Add an ingredient'],
      [{ steps: [] }, 400, 'steps: Add a step'],
      [{ servings: 0 }, 400, 'servings: 1 at least'],
      [{ cook_minutes: 3000 }, 400, 'cook_minutes: 2 days at most'],
      [
        { ingredients: [{ text: 'Tomatoes', product_id: null, quantity: 0 }] },
        400,
        'ingredients.0.quantity: 1 at least',
      ],
      [{ ingredients: [{ text: '', product_id: null, quantity: 1 }] }, 400, 'ingredients.0.text: Write the ingredient'],
      [
        { ingredients: [{ text: 'Theirs', product_id: theirs._id, quantity: 1 }] },
        404,
        'ingredients.0.product_id: This product does not exist in your store.',
      ],
    ] as const) {
      const res = await add(fields);
      expect(res.statusCode, message).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect((await t.call('GET', '/api/store/recipe_list', undefined, shop.token)).body).toMatchObject({ total: 0 });
  });

  it('is for stores with the recipes feature: a 404 elsewhere', async () => {
    const plain = await shopOnPlan(t, PACKAGE_IDS.professional);
    const res = await add({ ingredients: [{ text: 'Salt', product_id: null, quantity: 1 }] }, plain.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no recipes: add the Recipes app first.');
    expect((await visit(t, `${plain.base}/recipes`)).status).toBe(404);
  });

  it('shows a published recipe with its products and Recipe JSON-LD, and puts its ingredients in the cart at once', async () => {
    expect((await add({})).statusCode).toBe(200);
    expect((await add({ name: 'Carrot halwa', slug: 'carrot-halwa', status: 'draft' })).statusCode).toBe(200);
    await t.written();

    const list = await visit(t, `${shop.base}/recipes`);
    expect(list.html).toContain('Tomato rasam');
    expect(list.html).toContain('Serves 4 · 1 h 30 min');
    expect(list.html).not.toContain('Carrot halwa');
    expect((await visit(t, `${shop.base}/recipes/carrot-halwa`)).status).toBe(404);

    const page = await visit(t, `${shop.base}/recipes/tomato-rasam`);
    expect(page.html).toContain(`<a href="${shop.base}/p/tomatoes">Tomatoes 1 kg</a>`);
    expect(page.html).toContain('2 × ₹39.00');
    expect(page.html).toContain(' · sold out');
    expect(page.html).toContain('"@type":"Recipe"');
    expect(page.html).toContain('"cookTime":"PT1H20M"');
    expect(page.html).toContain('"recipeIngredient":["4 ripe tomatoes","2 green chillies","Salt to taste"]');
    expect((await visit(t, `${shop.base}/sitemap.xml`)).html).toContain('/recipes/tomato-rasam</loc>');

    // Add all to cart: what is in stock, as many as the recipe needs; the sold-out chillies are left out.
    const shopper = new Shopper(t);
    await shopper.get(`${shop.base}/recipes/tomato-rasam`);
    const added = await shopper.post(`${shop.base}/recipes/tomato-rasam/cart`, {});
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(`${shop.base}/cart`);
    const cart = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
    expect(cart.cart.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([['TOM-1', 2]]);
    expect((await shopper.post(`${shop.base}/recipes/carrot-halwa/cart`, {})).status).toBe(404);
  });
});
