import { describe, expect, it } from 'vitest';
import { checkedSection, LAYOUT_CALLS } from '../api/layout-calls.js';
import { defaultLayout } from '../api/layout-default.js';
import {
  fitsSize,
  GRID_IMAGE_SIZES,
  IMAGE_GRIDS,
  INSTAGRAM_GRIDS,
  MULTI_GRIDS,
  shapeWords,
  videoEmbed,
} from './layout.js';

const pic = (image = '/media/s/a.webp') => ({ image, alt: '', link: '' });
const issuesOf = (input: unknown) =>
  checkedSection.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('layout grids', () => {
  it('uses only the spec’s image sizes, the spec’s multi-grid counts and five Instagram grids', () => {
    const used = new Set(Object.values(IMAGE_GRIDS).flatMap((g) => g.slots as readonly string[]));
    expect([...used].every((s) => (GRID_IMAGE_SIZES as readonly string[]).includes(s))).toBe(true);
    expect(Object.keys(IMAGE_GRIDS)).toHaveLength(12);
    expect(Object.values(MULTI_GRIDS).map((g) => g.count)).toEqual([2, 4, 3, 6, 4, 8, 9]);
    expect(Object.keys(INSTAGRAM_GRIDS)).toHaveLength(5);
  });

  it('lets an image fit a slot within 3% of its shape', () => {
    expect(fitsSize(1200, 1290, '1080x1140')).toBe(true);
    expect(fitsSize(1400, 1000, '700x500')).toBe(true);
    expect(fitsSize(1600, 1200, '700x500')).toBe(false);
    expect(fitsSize(600, 600, '1460x500')).toBe(false);
  });

  it('says a shape in words', () => {
    expect(shapeWords(1200, 800)).toBe('1200×800 (3:2)');
    expect(shapeWords(1460, 500)).toBe('1460×500');
  });
});

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s', (url, embed) => expect(videoEmbed(url)).toBe(embed));

  it.each([
    'http://youtu.be/dQw4w9WgXcQ',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
  ])('refuses %s', (url) => expect(videoEmbed(url)).toBeNull());
});

describe('a section', () => {
  it('refuses a grid with the wrong number of images, naming the grid', () => {
    expect(issuesOf({ kind: 'image_grid', grid: 'grid_3', title: '', images: [pic(), pic()] })).toEqual([
      'images: grid_3 takes 3 images; this has 2',
    ]);
    expect(
      issuesOf({
        kind: 'multi_grid',
        grid: 'multi_grid_4',
        title: '',
        tiles: [1, 2, 3].map(() => ({ ...pic(), caption: '' })),
      }),
    ).toEqual(['tiles: multi_grid_4 takes 6 tiles; this has 3']);
  });

  it('refuses an unknown kind, a javascript: link and a video from another host', () => {
    expect(issuesOf({ kind: 'marquee' })[0]).toMatch(/kind of section/);
    expect(
      issuesOf({
        kind: 'banner',
        slide: { ...pic(), link: 'javascript:alert(1)', heading: '', text: '', button: '' },
      })[0],
    ).toMatch(/^slide.link: Link to a page of your shop/);
    expect(issuesOf({ kind: 'video', title: '', url: 'https://evil.example/v.mp4' })[0]).toMatch(/YouTube or Vimeo/);
  });

  it('asks a product row for the catalog or the products its source needs', () => {
    expect(issuesOf({ kind: 'products', title: '', source: 'catalog' })).toEqual(['catalog_id: Choose the catalog']);
    expect(issuesOf({ kind: 'products', title: '', source: 'picked' })).toEqual([
      'product_ids: Pick at least one product',
    ]);
    expect(issuesOf({ kind: 'products', title: '', source: 'best_sellers' })).toEqual([]);
  });

  it('keeps the order of at most 40 sections', () => {
    const order = Array.from({ length: 500 }, (_, i) => `s${i}`);
    expect(LAYOUT_CALLS.order.input.safeParse({ order }).error?.issues[0]?.message).toBe(
      'A page holds 40 sections at most',
    );
  });
});

describe('defaultLayout', () => {
  it('starts every store type with sections the schema accepts', () => {
    for (const type of ['order_based', 'quot_based', 'multi_vendor', 'service_based', 'estates'] as const) {
      const sections = defaultLayout({ type, hero: { headline: 'Hi <there>', tagline: 'A & B' } });
      for (const section of sections) expect(checkedSection.safeParse(section).success).toBe(true);
    }
    const salon = defaultLayout({ type: 'service_based', hero: { headline: 'Hi', tagline: 'A & B' } });
    expect(salon.map((s) => s.kind)).toEqual(['text', 'catalogs', 'products']);
    expect(salon[0]).toMatchObject({ heading: 'Hi', body: '<p>A &amp; B</p>' });
    expect(salon[2]).toMatchObject({ title: 'New services' });
  });
});
