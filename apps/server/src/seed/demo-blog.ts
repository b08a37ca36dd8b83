import type { Disk } from 'flydrive';
import { dayIn, storeTimeZone } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { blogPosts } from '../db/schema/index.js';
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
}

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
    },
    {
      title: 'Meet the weavers of Jaipur',
      slug: 'meet-the-weavers-of-jaipur',
      excerpt: 'The families behind our handloom cotton, and how a length of cloth is made.',
      body: '<p>Every length of our handloom cotton starts on a pit loom in a village outside Jaipur.</p>',
      tags: ['Makers'],
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

export async function seedDemoBlog(tx: Tx, disk: Disk, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  const posts = POSTS[demo.subDomain];
  if (!posts) return;
  const zone = storeTimeZone(demo.country, null);
  for (const post of posts) {
    const cover = await writeDemoPicture(disk, storeId, post.cover);
    const { publishIn, cover: _look, title, ...fields } = post;
    await tx.insert(blogPosts).values({
      storeId,
      ...fields,
      name: title,
      cover: cover.url,
      author: 'Meera Iyer',
      publishOn: post.status === 'draft' ? null : dayIn(new Date(now.getTime() + publishIn * 86_400_000), zone),
      seoTitle: '',
      seoDescription: '',
    });
  }
}
