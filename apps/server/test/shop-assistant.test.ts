import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, shopOnPlan, visit, shopWithApps } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopOnPlan>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopWithApps(t, ['shop_assistant']);
});
afterAll(() => t.close());

const rule = (label: string, fields: Record<string, unknown>) => ({ label, ...fields });
const finder = (fields: Record<string, unknown>) => ({
  name: 'Find your jacket',
  slug: 'find-your-jacket',
  intro: 'Two questions.',
  status: 'published',
  questions: [
    {
      text: 'Which style?',
      answers: [rule('Linen', { rule_tags: ['linen'] }), rule('Cotton', { rule_tags: ['cotton'] })],
    },
    {
      text: 'Budget?',
      answers: [rule('Under 20', { rule_price_max: 1999_00 }), rule('20 and up', { rule_price_min: 2000_00 })],
    },
  ],
  ...fields,
});
const add = (fields: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/finder', finder(fields), token);
const listTotal = async () =>
  (await t.call('GET', '/api/store/finder_list', undefined, shop.token)).body as { total: number };
/** The products' names on a shop page, in its order. */
const cardNames = (html: string) => [...html.matchAll(/<h3 class="card-name">([^<]*)<\/h3>/g)].map((m) => m[1]);

describe('/setting/shop-assistant: the finders (POST, PUT, PATCH /store/finder)', () => {
  it('refuses a bad finder on its field and saves nothing', async () => {
    const otherStore = await shopOnPlan(t, PACKAGE_IDS.professional);
    const theirs = await addCatalog(t, otherStore.token, { name: 'Theirs', status: 'active' });
    const ask = (answers: unknown[]) => ({ questions: [{ text: 'Which?', answers }] });
    const linen = rule('Linen', { rule_tags: ['linen'] });
    for (const [fields, status, message] of [
      [{ slug: 'Find Jacket' }, 400, 'slug: Use lower-case letters'],
      [{ questions: [] }, 400, 'questions: Add at least one question'],
      [ask([linen]), 400, 'questions.0.answers: Give the question at least 2 answers'],
      [
        ask([linen, rule('Odd', { rule_price_min: 5000, rule_price_max: 4000 })]),
        400,
        'questions.0.answers.1.rule_price_max: The highest price must not be below the lowest',
      ],
      [ask([linen, rule('LINEN', { rule_tags: ['x'] })]), 400, 'questions.0.answers.1.label: Another answer'],
      [ask([linen, rule('Flax', { rule_tags: ['Linen'] })]), 400, 'questions.0.answers.1.rule_tags: Another answer'],
      [ask([linen, rule('Any', {})]), 400, 'questions.0.answers.1.rule_tags: Give this answer a rule'],
      [
        ask([linen, rule('Theirs', { rule_catalog_ids: [theirs._id] })]),
        404,
        'questions.0.answers.1.rule_catalog_ids: a catalog picked is not in your store',
      ],
      [{ name: '' }, 400, 'name: Enter a title'],
    ] as const) {
      const res = await add(fields);
      expect(res.statusCode, message).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect(await listTotal()).toMatchObject({ total: 0 });
  });

  it('is for stores with the shop assistant feature: a 404 elsewhere', async () => {
    const without = await shopOnPlan(t, PACKAGE_IDS.professional);
    const res = await add({}, without.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no shop assistant: add the Shop assistant app first.');
    expect((await t.call('GET', '/api/store/finder_list', undefined, without.token)).statusCode).toBe(404);
  });

  it('adds, reads, changes and deletes a finder, its rules normalised', async () => {
    const created = await add({
      name: 'Scratch',
      slug: 'scratch',
      questions: [
        {
          text: 'Which style?',
          answers: [rule('Linen', { rule_tags: [' Linen ', 'LINEN'] }), rule('Cotton', { rule_tags: ['cotton'] })],
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    const id = created.body.data._id as string;
    expect(created.body.data.questions[0].answers[0]).toEqual({
      label: 'Linen',
      rule_catalog_ids: [],
      rule_tags: ['Linen'],
      rule_price_min: null,
      rule_price_max: null,
    });
    const taken = await add({ name: 'Another', slug: 'scratch' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('slug: another finder of your shop has this address');

    const reordered = finder({ name: 'Scratch', slug: 'scratch', status: 'draft' });
    reordered.questions.reverse();
    const changed = await t.call('PUT', '/api/store/finder', { ...reordered, _id: id }, shop.token);
    expect(changed.statusCode).toBe(200);
    const read = await t.call('GET', `/api/store/finder/${id}`, undefined, shop.token);
    expect(read.body.data.questions.map((q: { text: string }) => q.text)).toEqual(['Budget?', 'Which style?']);
    // A refused change leaves the finder as it was.
    const refused = await t.call(
      'PUT',
      '/api/store/finder',
      { ...reordered, _id: id, questions: [{ text: 'Q', answers: [rule('A', { rule_tags: ['a'] })] }] },
      shop.token,
    );
    expect(refused.statusCode).toBe(400);
    expect((await t.call('GET', `/api/store/finder/${id}`, undefined, shop.token)).body.data.questions).toHaveLength(2);

    const gone = await t.call('PATCH', '/api/store/finder', { ids: [id] }, shop.token);
    expect(gone.statusCode).toBe(200);
    expect(await listTotal()).toMatchObject({ total: 0 });
  });
});

describe('the shop’s /finder/{slug}', () => {
  it('asks its questions without script, and shows exactly the products matching every answer', async () => {
    const jackets = await addCatalog(t, shop.token, { name: 'Jackets', status: 'active' });
    await addCatalog(t, shop.token, { name: 'Shoes', status: 'active' });
    await addProduct(t, shop.token, {
      name: 'Linen Jacket',
      tags: ['Linen'],
      price: 1500_00,
      catalog_ids: [jackets._id],
    });
    await addProduct(t, shop.token, {
      name: 'Linen Coat',
      tags: ['linen'],
      price: 4500_00,
      catalog_ids: [jackets._id],
    });
    await addProduct(t, shop.token, { name: 'Cotton Jacket', tags: ['cotton'], price: 1200_00 });
    await addProduct(t, shop.token, { name: 'Wool Jacket', tags: ['wool'], price: 1000_00 });
    await addProduct(t, shop.token, { name: 'Hidden Linen', tags: ['linen'], price: 100_00, status: 'draft' });
    const res = await add({
      questions: [
        {
          text: 'Which style?',
          answers: [
            rule('Linen', { rule_tags: ['linen'] }),
            rule('Cotton', { rule_tags: ['cotton'] }),
            rule('Wool', { rule_tags: ['wool'] }),
          ],
        },
        {
          text: 'Budget?',
          answers: [rule('Under 20', { rule_price_max: 1999_00 }), rule('20 and up', { rule_price_min: 2000_00 })],
        },
        {
          text: 'Where?',
          answers: [rule('Jackets', { rule_catalog_ids: [jackets._id] }), rule('Cheap', { rule_price_max: 1_00 })],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    await add({ name: 'Draft finder', slug: 'draft-finder', status: 'draft' });
    await t.written();
    const page = (query = '') => visit(t, `${shop.base}/finder/find-your-jacket${query}`);

    const start = await page();
    expect(start.status).toBe(200);
    expect(start.html).toContain('<h1>Find your jacket</h1>');
    expect(start.html).toMatch(/<form class="finder-form"[^>]* action="[^"]*\/finder\/find-your-jacket" method="get">/);
    expect(start.html).toContain('<input type="radio" name="a1" value="1"/> Linen');
    expect(start.html).toContain('<input type="radio" name="a2" checked="" value="0"/> No preference');
    expect(start.html).not.toContain('noindex');
    expect(cardNames(start.html)).toEqual([]);

    // Linen and under 20: the jacket alone (the coat is dearer, the draft is not shown).
    const linenCheap = await page('?a1=1&a2=1&a3=0');
    expect(linenCheap.status).toBe(200);
    expect(cardNames(linenCheap.html)).toEqual(['Linen Jacket']);
    expect(linenCheap.html).toContain('<meta name="robots" content="noindex');
    expect(linenCheap.html).not.toContain('No exact match');
    // Its sort (and paging) links keep the answers, the skipped one as 0.
    expect(linenCheap.html).toContain('/finder/find-your-jacket?a1=1&amp;a2=1&amp;a3=0&amp;sort=price_asc"');
    expect(linenCheap.html).toContain('<input type="radio" name="a1" checked="" value="1"/> Linen');
    // Linen alone, the other questions skipped: both linen products, newest first.
    expect(cardNames((await page('?a1=1&a2=0&a3=0')).html)).toEqual(['Linen Coat', 'Linen Jacket']);
    // Every question skipped: the whole shop.
    expect(cardNames((await page('?a1=0&a2=0&a3=0')).html)).toHaveLength(4);
    // The catalog answer narrows too: Jackets and 20 and up is the coat.
    expect(cardNames((await page('?a2=2&a3=1')).html)).toEqual(['Linen Coat']);

    // No exact match: wool and 20 and up drops the budget and says so.
    const fallback = await page('?a1=3&a2=2&a3=0');
    expect(fallback.status).toBe(200);
    expect(cardNames(fallback.html)).toEqual(['Wool Jacket']);
    expect(fallback.html).toContain('No exact match');
    expect(fallback.html).toContain('leave out “20 and up”');
    // Two answers dropped when the last two together still match nothing.
    const twice = await page('?a1=3&a2=2&a3=2');
    expect(cardNames(twice.html)).toEqual(['Wool Jacket']);
    expect(twice.html).toContain('leave out “20 and up”, “Cheap”');

    expect((await page('?a1=9')).status).toBe(400);
    expect((await page('?a1=4')).status).toBe(400);
    expect((await visit(t, `${shop.base}/finder/draft-finder`)).status).toBe(404);
    expect((await visit(t, `${shop.base}/finder/nothing`)).status).toBe(404);

    // Help me choose on the catalog an answer names, not on another.
    const jacketPage = await visit(t, `${shop.base}/c/${jackets.slug}`);
    expect(jacketPage.html).toMatch(/<a href="[^"]*\/finder\/find-your-jacket">Help me choose<\/a>/);
    expect((await visit(t, `${shop.base}/c/shoes`)).html).not.toContain('Help me choose');

    const sitemap = (await visit(t, `${shop.base}/sitemap.xml`)).html;
    expect(sitemap).toContain('/finder/find-your-jacket</loc>');
    expect(sitemap).not.toContain('/finder/draft-finder</loc>');

    // Without the feature the page is gone.
    await t.app.ctx.db.update(stores).set({ paidFeatures: [] }).where(eq(stores.id, shop.id));
    await t.written();
    expect((await page()).status).toBe(404);
    expect((await visit(t, `${shop.base}/sitemap.xml`)).html).not.toContain('/finder/');
  });
});
