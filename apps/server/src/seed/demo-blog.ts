import { and, eq, inArray } from 'drizzle-orm';
import type { Disk } from 'flydrive';
import { dayIn, storeTimeZone } from '@stallfront/shared';
import type { CommentStatus } from '@stallfront/shared/blogs';
import type { Tx } from '../db/client.js';
import { blogCategories, blogComments, blogPosts, products } from '../db/schema/index.js';
import type { PictureLook } from './demo-pictures.js';
import { writeDemoPicture } from './demo-images.js';
import type { DemoStore } from './demo-stores.js';

interface DemoPost {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string[];
  cover: PictureLook;
  status: 'draft' | 'published';
  /** Days from the seed's day: negative in the past, positive scheduled. */
  publishIn: number;
  /** Advanced blogs: the category's slug (CATEGORIES), the products by name, the shoppers' comments. */
  category?: string;
  products?: string[];
  comments?: DemoComment[];
}

interface DemoComment {
  name: string;
  email: string;
  body: string;
  status: CommentStatus;
  /** Hours before the seed's time. */
  hoursAgo: number;
}

/** The advanced blog's categories (stores with advanced_blogs). */
const CATEGORIES: Record<string, { name: string; slug: string; description: string }[]> = {
  'urban-threads': [
    { name: 'Care guides', slug: 'care-guides', description: 'How to wash, dry and keep what you buy from us.' },
    { name: 'Style notes', slug: 'style-notes', description: 'What is new in the shop, and how to wear it.' },
    { name: 'Makers', slug: 'makers', description: 'The weavers, dyers and tailors behind our clothes.' },
  ],
};

/**
 * The demo stores' blogs (stores with the blogs feature): two published posts, one scheduled a
 * few days ahead and one draft, so the list shows each state and the shop its blog.
 */
const POSTS: Record<string, DemoPost[]> = {
  'urban-threads': [
    {
      title: 'How to care for linen',
      slug: 'how-to-care-for-linen',
      excerpt: 'Wash cool, dry in the shade, never wring: linen lasts for years and softens with every wash.',
      body: '<h2>Washing</h2><p>Wash linen at 30 °C or cooler with a mild detergent, and give it room in the drum.</p><h2>Drying</h2><p>Shake it out and dry it on a line in the shade. <strong>Never wring it</strong>: creases set where it is twisted.</p><h2>Ironing</h2><p>Iron while still a little damp, or wear the creases: they are part of the cloth.</p>',
      tags: ['Care', 'Linen'],
      cover: { shape: 'shirt', colour: '#d8c3a5' },
      status: 'published',
      publishIn: -12,
      category: 'care-guides',
      products: ['Linen Kurta', 'Oxford Shirt', 'Silk Scarf'],
      comments: [
        {
          name: 'Ananya',
          email: 'ananya@example.com',
          body: 'Thank you! I had been ironing mine bone dry and wondering why the creases stayed.',
          status: 'approved',
          hoursAgo: 240,
        },
        {
          name: 'Vikram',
          email: 'vikram@example.com',
          body: 'Does the same go for the linen kurta, or is it a heavier weave?',
          status: 'approved',
          hoursAgo: 200,
        },
        {
          name: 'Farah',
          email: 'farah@example.com',
          body: 'Can linen go in the dryer on a low setting if I am in a hurry?',
          status: 'pending',
          hoursAgo: 5,
        },
      ],
    },
    {
      title: 'Our autumn edit',
      slug: 'our-autumn-edit',
      excerpt: 'Warm colours, heavier cottons and a kurta cut for layering: what is new in the shop this season.',
      body: '<p>This autumn we cut our kurtas a little longer, to wear over trousers or under a jacket.</p><p>The colours come from the season: rust, ochre and a deep indigo dyed by hand in Bagru.</p>',
      tags: ['New in'],
      cover: { shape: 'kurta', colour: '#b5562f' },
      status: 'published',
      publishIn: -3,
      category: 'style-notes',
      products: ['Kurti Set', 'Anarkali Dress', 'Wrap Dress', 'Leather Belt'],
      comments: [
        {
          name: 'Rhea',
          email: 'rhea@example.com',
          body: 'The rust kurta is gorgeous. Ordered one for Diwali!',
          status: 'approved',
          hoursAgo: 48,
        },
        {
          name: 'Karan',
          email: 'karan@example.com',
          body: 'Will the indigo come in a men’s cut too?',
          status: 'pending',
          hoursAgo: 2,
        },
        {
          name: 'Best Prices',
          email: 'deals@spam.example',
          body: 'Cheap watches here!!! Visit our site for 90% off.',
          status: 'spam',
          hoursAgo: 30,
        },
      ],
    },
    {
      title: 'Meet the weavers of Jaipur',
      slug: 'meet-the-weavers-of-jaipur',
      excerpt: 'The families behind our handloom cotton, and how a length of cloth is made.',
      body: '<p>Every length of our handloom cotton starts on a pit loom in a village outside Jaipur.</p>',
      tags: ['Makers'],
      category: 'makers',
      cover: { shape: 'saree', colour: '#3f6e8c' },
      status: 'published',
      publishIn: 5,
    },
    {
      title: 'Winter layering guide',
      slug: 'winter-layering-guide',
      excerpt: '',
      body: '<p>Notes for the winter guide: scarves, shawls and the new quilted jacket.</p>',
      tags: [],
      cover: { shape: 'scarf', colour: '#6b4c7a' },
      status: 'draft',
      publishIn: 0,
    },
  ],
};

/** The store's categories by slug, and its products by name, for the posts of an advanced blog. */
async function advancedIds(tx: Tx, storeId: string, demo: DemoStore, posts: DemoPost[]) {
  const categories = demo.paidFeatures?.includes('advanced_blogs') ? (CATEGORIES[demo.subDomain] ?? []) : [];
  const categoryId = new Map<string, string>();
  for (const category of categories) {
    const [row] = await tx
      .insert(blogCategories)
      .values({ storeId, ...category })
      .returning({ id: blogCategories.id });
    if (row) categoryId.set(category.slug, row.id);
  }
  const names = categories.length ? posts.flatMap((post) => post.products ?? []) : [];
  const rows = names.length
    ? await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.name, names)))
    : [];
  return { categoryId, productId: new Map(rows.map((row) => [row.name, row.id])), advanced: categories.length > 0 };
}

export async function seedDemoBlog(tx: Tx, disk: Disk, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  const posts = POSTS[demo.subDomain];
  if (!posts) return;
  const zone = storeTimeZone(demo.country, null);
  const { categoryId, productId, advanced } = await advancedIds(tx, storeId, demo, posts);
  for (const post of posts) {
    const cover = await writeDemoPicture(disk, storeId, post.cover);
    const { publishIn, cover: _look, title, category, products: productNames = [], comments = [], ...fields } = post;
    const [row] = await tx
      .insert(blogPosts)
      .values({
        storeId,
        ...fields,
        name: title,
        cover: cover.url,
        author: 'Meera Iyer',
        publishOn: post.status === 'draft' ? null : dayIn(new Date(now.getTime() + publishIn * 86_400_000), zone),
        seoTitle: '',
        seoDescription: '',
        categoryId: category ? (categoryId.get(category) ?? null) : null,
        productIds: productNames.flatMap((name) => productId.get(name) ?? []),
      })
      .returning({ id: blogPosts.id });
    if (!row || !advanced) continue;
    for (const { hoursAgo, ...comment } of comments) {
      const createdAt = new Date(now.getTime() - hoursAgo * 3_600_000);
      await tx.insert(blogComments).values({ storeId, postId: row.id, ...comment, createdAt });
    }
  }
}
