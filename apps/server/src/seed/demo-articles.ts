import { and, eq, inArray } from 'drizzle-orm';
import type { Disk } from 'flydrive';
import type { Tx } from '../db/client.js';
import { articles, products } from '../db/schema/index.js';
import type { PictureLook } from './demo-pictures.js';
import { writeDemoPicture } from './demo-images.js';
import type { DemoStore } from './demo-stores.js';

interface DemoArticle {
  title: string;
  slug: string;
  topic: string;
  summary: string;
  body: string;
  cover: PictureLook;
  /** "Shop this guide", by product name (demo-catalogues.ts), in the order shown. */
  products: string[];
}

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** The demo stores' guides (stores with the articles feature): fixed words, each with the products it recommends. */
const ARTICLES: Record<string, DemoArticle[]> = {
  'urban-threads': [
    {
      title: 'How to care for your denim',
      slug: 'denim-care',
      topic: 'Care guides',
      summary: 'Wash less, wash cold, dry flat: how to keep jeans and denim jackets their colour and shape for years.',
      body: [
        '<h2>Wash less than you think</h2>',
        p(
          'Denim is a sturdy cotton twill dyed with indigo, and every wash takes a little of that indigo with it. Most jeans need a wash every eight to ten wears, or when they smell or are stained, not after every day out. Between washes, air them overnight on a hanger by an open window.',
          'A spot of dirt comes off with a damp cloth and a drop of mild soap. Dab it, do not scrub: rubbing lightens the dye in a patch that stays lighter.',
        ),
        '<h2>Washing</h2>',
        '<ul><li>Turn jeans and jackets inside out and close every button and zip.</li><li>Wash at 30 °C or cooler, on a gentle cycle, with a detergent for dark colours.</li><li>Wash dark denim with other dark clothes for the first few washes: the indigo runs.</li><li>Skip the fabric softener: it coats the cotton and breaks down the stretch in our jeans.</li></ul>',
        '<h2>Drying</h2>',
        p(
          'Never tumble dry denim. The heat shrinks the cotton and cooks the elastane that gives stretch jeans their shape. Pull the seams straight while the jeans are wet, then dry them flat or hang them by the waistband in the shade; strong sun fades indigo unevenly.',
          'A denim jacket dries best on a wide hanger so the shoulders keep their line. Give it a good shake first to lift the collar and cuffs.',
        ),
        '<h2>Storing and mending</h2>',
        p(
          'Fold jeans over a hanger or in a drawer rather than on a hook, which stretches the waistband. A small tear at the knee or a worn belt loop is easy to mend early and hard to mend late: bring it to a tailor before it grows.',
          'Looked after like this, good denim softens and takes on the shape of the person who wears it. That is the point of it.',
        ),
      ].join(''),
      cover: { shape: 'jeans', colour: '#3a5a8c', accent: '#d9a441' },
      products: ['Denim Jeans', 'Denim Jacket', 'Leather Belt'],
    },
    {
      title: 'How to pick your jacket size',
      slug: 'pick-your-jacket-size',
      topic: 'Buying guides',
      summary:
        'Measure your chest and shoulders, know how you will wear it, and choose a jacket that fits the first time.',
      body: [
        '<h2>Measure, do not guess</h2>',
        p(
          'Sizes differ from one maker to the next, so your usual size is only a starting point. Take two measurements over a thin shirt, with a soft tape and a friend to help.',
        ),
        '<ul><li><strong>Chest:</strong> around the fullest part of your chest, under the arms, the tape level at the back.</li><li><strong>Shoulders:</strong> across your back, from the bony tip of one shoulder to the other.</li></ul>',
        p(
          'Compare both with the size chart on the product page. If you fall between two sizes, choose by the shoulders: a jacket can be taken in at the waist, but shoulders cannot be changed.',
        ),
        '<h2>Think about what goes underneath</h2>',
        p(
          'A denim jacket worn over a tee can fit close. If you will wear it over a hoodie or a thick knit in winter, go one size up. A blazer is cut to be worn over a shirt, so measure over one.',
        ),
        '<h2>Check the fit when it arrives</h2>',
        '<ul><li>The shoulder seam sits at the edge of your shoulder, not down your arm.</li><li>You can cross your arms and reach forward without the back pulling tight.</li><li>Sleeves end at the wrist bone, so a little shirt cuff shows under a blazer.</li><li>A buttoned blazer lies flat, with no X-shaped creases around the button.</li></ul>',
        p(
          'If it is not right, you have 30 days to return or exchange it. Tell us which measurement was off and we will suggest the size to try next.',
        ),
      ].join(''),
      cover: { shape: 'jacket', colour: '#4a6fa5', accent: '#2c4670' },
      products: ['Denim Jacket', 'Wool Blazer', 'Oxford Shirt'],
    },
    {
      title: 'Layering for winter',
      slug: 'layering-for-winter',
      topic: 'Style guides',
      summary:
        'Three thin layers beat one thick one: a base, a middle and an outer layer for cold mornings and warm afternoons.',
      body: [
        p(
          'North Indian winters swing from a cold, foggy morning to a bright afternoon. Layers let you dress for both: put one on, take one off, and stay comfortable all day.',
        ),
        '<h2>The base layer</h2>',
        p(
          'Next to the skin, choose cotton that breathes: a henley or a fitted tee. It should be close but not tight, so the next layer slides over it.',
        ),
        '<h2>The middle layer</h2>',
        p(
          'This is the layer that keeps the warmth in. An oxford shirt worn open over a henley works at the office and at the weekend; in real cold, add a thin knit over the shirt.',
        ),
        '<h2>The outer layer</h2>',
        p(
          'A wool blazer or a denim jacket finishes the outfit and keeps out the wind. Leave enough room in the shoulders and sleeves for what is underneath: see our guide to picking a jacket size.',
        ),
        '<h2>The small things</h2>',
        p(
          'A silk scarf at the neck holds more warmth than its weight suggests, and warm socks matter more than any jacket on a cold floor. Finish with colours that go together: two neutrals and one colour of the season is an easy rule.',
        ),
      ].join(''),
      cover: { shape: 'scarf', colour: '#6b4c7a', accent: '#e8a33d' },
      products: ['Henley Tee', 'Oxford Shirt', 'Wool Blazer', 'Silk Scarf', 'Cotton Socks'],
    },
  ],
};

export async function seedDemoArticles(tx: Tx, disk: Disk, storeId: string, demo: DemoStore): Promise<void> {
  const list = ARTICLES[demo.subDomain];
  if (!list) return;
  const names = [...new Set(list.flatMap((article) => article.products))];
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.name, names)));
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (const article of list) {
    const cover = await writeDemoPicture(disk, storeId, article.cover);
    const { title, cover: _look, products: picks, ...fields } = article;
    await tx.insert(articles).values({
      storeId,
      ...fields,
      name: title,
      cover: cover.url,
      author: 'Meera Iyer',
      status: 'published',
      productIds: picks.flatMap((name) => idOf.get(name) ?? []),
      seoTitle: '',
      seoDescription: '',
    });
  }
}
